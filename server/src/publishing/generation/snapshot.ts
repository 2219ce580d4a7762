import type { ContentType } from "@helixmap/common/api";
import { parseContentFields } from "@helixmap/common/content-fields";
import { plainTextExcerpt, renderMarkdown } from "@helixmap/common/markdown";
import type { PublishedItem, PublishedSnapshot } from "@helixmap/common/publishing";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { contentSections } from "../../db/schema";

type ContentRow = typeof contentSections.$inferSelect;

/** Characters of an item's body used as its description when it has no summary. */
const ITEM_DESCRIPTION_LENGTH = 160;

/** One row as the public pages see it; stored fields that no longer fit their type fall back to defaults. */
export function toPublishedItem(row: ContentRow): PublishedItem {
  const parsed = parseContentFields(row.contentType, row.fields);
  const fields = parsed.success ? parsed.data : parseContentFields(row.contentType, {}).data;
  return {
    id: row.id,
    contentType: row.contentType as ContentType,
    title: row.title,
    slug: row.slug,
    // Lists and the description tag need a line; an item without a summary lends its opening.
    summary: row.summary || plainTextExcerpt(row.content, ITEM_DESCRIPTION_LENGTH),
    displayDate: row.displayDate,
    html: renderMarkdown(row.content),
    fields,
    updatedAt: row.updatedAt.toISOString(),
  } as PublishedItem;
}

/**
 * The published, public items at one moment: what a generation is rendered
 * from. Drafts and partner or admin items are never read here, so they
 * cannot reach any public page, data file or sitemap.
 */
export async function takeSnapshot(db: Executor): Promise<PublishedSnapshot> {
  const rows = await db
    .select()
    .from(contentSections)
    .where(and(eq(contentSections.published, true), eq(contentSections.visibility, "public")))
    .orderBy(desc(contentSections.displayDate), asc(contentSections.title), asc(contentSections.id));
  return { takenAt: new Date().toISOString(), items: rows.map(toPublishedItem) };
}
