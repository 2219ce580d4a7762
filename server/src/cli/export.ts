// `npm run export -- <dir>`: copies the generation this machine serves (or, before any deploy, the
// build's own pages) into an empty directory, ready for any static host or CDN.
import { existsSync } from "node:fs";
import { cp, readdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { loadEnv } from "../config/env";
import { readLiveMarker } from "../publishing/generation/live-marker";
import { isGenerationDir } from "../publishing/generation/write-generation";
import { CommandRefusal, runCommand } from "./run-command";

async function main(): Promise<number> {
  const target = process.argv[2];
  if (!target) {
    throw new CommandRefusal("Usage: npm run export -- <directory>");
  }
  const env = loadEnv();
  const generationId = readLiveMarker(join(env.dataDir, "generations"));
  const source = generationId ? join(env.dataDir, "generations", generationId) : join(env.webBuildDir, "client");
  if (!(await isGenerationDir(source))) {
    throw new CommandRefusal(
      generationId
        ? `The live generation ${generationId} is not in ${source}; start the server once so it renders it.`
        : `No web build at ${source}: run \`npm run build\` first.`,
    );
  }
  const destination = resolve(target);
  if (existsSync(destination) && (await readdir(destination)).length > 0) {
    throw new CommandRefusal(`${destination} is not empty; export into a new or empty directory.`);
  }
  await cp(source, destination, { recursive: true });
  console.log(
    `Exported ${generationId ? `generation ${generationId}` : "the build's own pages (no deploy yet)"} to ${destination}.`,
  );
  console.log("Serve /admin/* with __spa-fallback.html, send /api/* to the server, and cache /assets/* forever.");
  return 0;
}

await runCommand({ name: "The export" }, main);
