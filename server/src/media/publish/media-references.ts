import { MEDIA_REFERENCE_PATTERN } from "@helixmap/common/media/media-api";
import type { PublishedMedia } from "@helixmap/common/media/published-media";
import type { ContentProblem } from "@helixmap/common/pages/consistency";
import { inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { mediaAssets } from "../../db/schema";
import { type MediaAddresses, publishedAsset } from "./published-assets";

/** A document whose stored values may refer to media: an item or page, named as staff know it. */
export interface ReferringDocument {
  where: string;
  values: unknown;
}

interface Reference {
  id: string;
  where: string;
  field: string;
}

/** Every asset reference in `value`'s strings, with the field path it is at (`content`, `fields.cards.2.image.src`). */
function referencesIn(where: string, value: unknown, path: string, out: Reference[]): void {
  if (typeof value === "string") {
    for (const match of value.matchAll(MEDIA_REFERENCE_PATTERN))
      out.push({ id: match[1] as string, where, field: path });
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) referencesIn(where, v, path ? `${path}.${i}` : String(i), out);
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) referencesIn(where, v, path ? `${path}.${k}` : k, out);
  }
}

/**
 * The media that the documents a deploy publishes refer to, checked: a
 * reference to an asset that does not exist, is not public, or is an image
 * with neither alt text nor the decorative mark is a problem naming the
 * document and field (the deploy is refused). The rest, by id, with the
 * addresses and files a rendering uses.
 */
export async function resolveMediaReferences(
  db: Executor,
  documents: ReferringDocument[],
  addresses: MediaAddresses,
): Promise<{ media: PublishedMedia; problems: ContentProblem[] }> {
  const references: Reference[] = [];
  for (const document of documents) referencesIn(document.where, document.values, "", references);
  const ids = [...new Set(references.map((r) => r.id))];
  const rows = ids.length === 0 ? [] : await db.select().from(mediaAssets).where(inArray(mediaAssets.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const problems: ContentProblem[] = [];
  const media: PublishedMedia = {};
  for (const { id, where, field } of references) {
    const row = byId.get(id);
    const problem = (message: string) => problems.push({ where, field, message });
    if (!row) problem(`refers to the media asset ${id}, which does not exist`);
    else if (row.visibility !== "public") {
      problem(`refers to “${row.filename}”, which is ${row.visibility} media; make it public or remove the reference`);
    } else if (row.kind === "image" && !row.alt.trim() && !row.decorative) {
      problem(
        `shows the image “${row.filename}”, which has no alt text; add it in the media library, or mark the image decorative`,
      );
    } else media[id] ??= publishedAsset(row, addresses);
  }
  return { media, problems };
}
