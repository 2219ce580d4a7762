import { API_PATHS } from "@helixmap/common/api-paths";
import { mediaReferencesIn } from "@helixmap/common/media/media-api";
import { publishedMediaPath } from "@helixmap/common/media/published-media";
import type { ContentProblem } from "@helixmap/common/pages/consistency";
import type { PublishedMedia } from "@helixmap/common/publishing";
import { inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { mediaAssets } from "../../db/schema";

/** Where content refers to media: a page or item (as a refusal names it) and the text of its values. */
export interface MediaMentions {
  where: string;
  text: string;
}

/**
 * The media files the published content refers to, read in one query: each
 * reference with its published address, name, size and page count. A
 * reference to a file that does not exist, or is not public, is a problem
 * that refuses the deploy (partner and admin files never reach a public URL).
 */
export async function publishedMedia(
  db: Executor,
  mentions: MediaMentions[],
): Promise<{ media: PublishedMedia; problems: ContentProblem[] }> {
  const byWhere = mentions.map((m) => ({ where: m.where, ids: mediaReferencesIn(m.text) }));
  const ids = [...new Set(byWhere.flatMap((m) => m.ids))];
  const media: PublishedMedia = { documents: {}, files: {} };
  if (ids.length === 0) return { media, problems: [] };
  const rows = await db.select().from(mediaAssets).where(inArray(mediaAssets.id, ids));
  const assets = new Map(rows.map((r) => [r.id, r]));
  const problems: ContentProblem[] = [];
  for (const { where, ids: referenced } of byWhere) {
    for (const id of referenced) {
      const asset = assets.get(id);
      const field = API_PATHS.mediaFile(id);
      if (!asset) problems.push({ where, field, message: "refers to a media file that does not exist" });
      else if (asset.visibility !== "public") {
        problems.push({ where, field, message: `refers to “${asset.filename}”, a media file that is not public` });
      }
    }
  }
  for (const asset of assets.values()) {
    const file = asset.files.find((f) => f.name === "file");
    if (asset.visibility !== "public" || !file) continue;
    const href = publishedMediaPath(asset.sha256, asset.filename);
    media.documents[API_PATHS.mediaFile(asset.id)] = {
      href,
      filename: asset.filename,
      bytes: asset.bytes,
      pages: asset.pages,
    };
    media.files[href] = file.key;
  }
  return { media, problems };
}
