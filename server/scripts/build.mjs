// Bundles the server's entry points into dist/; packages stay external. Split chunks keep modules behind
// `import()` (PGlite, Redis) out of start-up unless they are used.
import { build } from "esbuild";

await build({
  entryPoints: [
    "src/cli/main.ts",
    "src/cli/demo.ts",
    "src/cli/rotate-key.ts",
    "src/cli/admin-create.ts",
    "src/cli/export.ts",
    "src/cli/backup.ts",
    "src/cli/restore.ts",
    // Loaded by new Worker() beside the chunks that start it (publishing/render-pool/render-pool.ts).
    { in: "src/publishing/render-pool/render-worker.ts", out: "render-worker" },
  ],
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  splitting: true,
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  // Workspace packages are TypeScript: bundled from source, not left to Node to load.
  alias: {
    "@helixmap/common": "../common/src",
    "@helixmap/page-pipeline": "../page-pipeline/src",
    "@helixmap/web": "../web/app",
  },
});
