import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, posix } from "node:path";
import type { PublishedSnapshot } from "@helixmap/common/publishing";
import type { MediaStorage } from "../media-storage";

/** Every file the snapshot's media adds to its generation, each path once. */
export function generationMediaFiles(snapshot: Pick<PublishedSnapshot, "media">) {
  const files = new Map<string, { path: string; key: string }>();
  for (const asset of Object.values(snapshot.media ?? {})) {
    for (const file of asset.files) files.set(file.path, file);
  }
  return [...files.values()];
}

/**
 * Copies the media a snapshot refers to from storage into a generation
 * folder being written: only public assets that published content refers to
 * are in a snapshot, so nothing else reaches a generation. Storage keeps
 * every file by content hash, so an older snapshot (a rollback, another
 * instance) finds its files whatever was replaced since.
 */
export async function writeGenerationMedia(
  dir: string,
  snapshot: Pick<PublishedSnapshot, "media">,
  storage: MediaStorage,
): Promise<void> {
  for (const file of generationMediaFiles(snapshot)) {
    if (!file.path.startsWith("/media/") || posix.normalize(file.path) !== file.path) {
      throw new Error(`A media path outside /media/: ${file.path}`);
    }
    const bytes = await storage.get(file.key);
    if (!bytes) throw new Error(`The stored media file ${file.key} (${file.path}) is missing`);
    const target = join(dir, file.path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, bytes);
  }
}
