import { existsSync, readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * DATA_DIR/generations/live.json names the generation this machine serves, so `npm run export`
 * can copy it without opening the database (the embedded one belongs to the running server).
 */
const MARKER = "live.json";

export async function writeLiveMarker(generationsDir: string, generationId: string | null): Promise<void> {
  await writeFile(join(generationsDir, MARKER), `${JSON.stringify({ generationId })}\n`);
}

/** The generation id in the marker; null when the build's own pages (or nothing yet) are served. */
export function readLiveMarker(generationsDir: string): string | null {
  const path = join(generationsDir, MARKER);
  if (!existsSync(path)) return null;
  const { generationId } = JSON.parse(readFileSync(path, "utf8")) as { generationId: string | null };
  return generationId;
}
