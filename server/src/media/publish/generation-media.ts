import { posix } from "node:path";
import type { PublishedSnapshot } from "@helixmap/common/publishing";
import type { ExtraFile } from "../../publishing/generation/write-generation";
import type { StaticFile } from "../../publishing/static/file-index";
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
 * The media a snapshot refers to, read from storage, as files of its
 * generation: only public assets that published content refers to are in a
 * snapshot, so nothing else reaches a generation. Storage keeps every file by
 * content hash, so an older snapshot (a rollback, another instance) finds its
 * files whatever was replaced since.
 */
export async function generationMediaExtraFiles(
  snapshot: Pick<PublishedSnapshot, "media">,
  storage: MediaStorage,
  /** The generation a deploy starts from: a path it serves has the same bytes (the path names their hash). */
  previous: ReadonlyMap<string, StaticFile> | null = null,
): Promise<ExtraFile[]> {
  const out: ExtraFile[] = [];
  for (const file of generationMediaFiles(snapshot)) {
    if (!file.path.startsWith("/media/") || posix.normalize(file.path) !== file.path) {
      throw new Error(`A media path outside /media/: ${file.path}`);
    }
    const bytes = previous?.get(file.path)?.body ?? (await storage.get(file.key));
    if (!bytes) throw new Error(`The stored media file ${file.key} (${file.path}) is missing`);
    out.push({ urlPath: file.path, body: bytes, compress: false });
  }
  return out;
}
