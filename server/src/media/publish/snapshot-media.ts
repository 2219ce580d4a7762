import type { PublishedMedia } from "@helixmap/common/media/published-media";
import type { ContentProblem } from "@helixmap/common/pages/consistency";
import { SITE_KEY } from "@helixmap/common/pages/page-catalogue";
import type { Executor } from "../../db/client";
import type { contentSections } from "../../db/schema";
import { type ReferringDocument, resolveMediaReferences } from "./media-references";

type ContentRow = typeof contentSections.$inferSelect;

/**
 * The media a snapshot's items and pages refer to (live values, or the
 * previewed draft), checked, with deploy addresses, or staff ones for a
 * preview: the one call the snapshot makes (server/src/publishing/generation/snapshot.ts).
 */
export function snapshotMedia(
  db: Executor,
  items: ContentRow[],
  pages: Map<string, unknown>,
  preview: boolean,
): Promise<{ media: PublishedMedia; problems: ContentProblem[] }> {
  const documents: ReferringDocument[] = [
    ...items.map((row) => ({
      where: `The item “${row.title}”`,
      values: { title: row.title, summary: row.summary, content: row.content, fields: row.fields },
    })),
    ...[...pages].map(([key, values]) => ({
      where:
        key === SITE_KEY
          ? "Site settings"
          : `The page “${String((values as { title?: unknown })?.title ?? key)}” (${key})`,
      values,
    })),
  ];
  return resolveMediaReferences(db, documents, preview ? "staff" : "site");
}
