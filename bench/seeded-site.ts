import { readFileSync } from "node:fs";
import { join } from "node:path";
import { newDataDir, removeDataDir, startServer } from "./server-process";

export interface SeededSite {
  /** The live generation's folder: the pages, assets, sitemap and feeds a visitor is served. */
  dir: string;
  remove(): void;
}

/**
 * The site as a new installation publishes it: the built server started on a
 * fresh data directory seeds the database and renders its first generation,
 * which is what the byte budgets and the static-serving bench measure.
 */
export async function renderSeededSite(): Promise<SeededSite> {
  const dataDir = newDataDir();
  const server = await startServer({ dataDir });
  await server.stop();
  return { dir: liveGenerationDir(dataDir), remove: () => removeDataDir(dataDir) };
}

/** The folder of the generation a server on `dataDir` serves (its `generations/live.json`). */
function liveGenerationDir(dataDir: string): string {
  const generations = join(dataDir, "generations");
  const { generationId } = JSON.parse(readFileSync(join(generations, "live.json"), "utf8")) as {
    generationId: string | null;
  };
  if (!generationId) throw new Error("The first start rendered no generation");
  return join(generations, generationId);
}
