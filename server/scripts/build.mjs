// Bundles the server's entry points into dist/; packages stay external.
import { build } from "esbuild";

await build({
  entryPoints: ["src/main.ts", "src/demo.ts", "src/rotate-key.ts", "src/admin-create.ts", "src/export.ts"],
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  alias: { "@helixmap/common": "../common/src" },
});
