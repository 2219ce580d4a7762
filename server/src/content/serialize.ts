import type { ContentItem, ContentSummary } from "@helixmap/common/api";
import { iso } from "../api/serialize";
import type { contentSections } from "../db/schema";

type ContentRow = typeof contentSections.$inferSelect;

/** The columns an item and its list row share. */
type SharedContentColumns = Omit<ContentRow, "content" | "searchText" | "draft">;

function sharedContentFields(row: SharedContentColumns) {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    visibility: row.visibility,
    contentType: row.contentType,
    published: row.published,
    summary: row.summary,
    displayDate: row.displayDate,
    fields: row.fields,
    authorId: row.authorId,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    publishAt: row.publishAt ? iso(row.publishAt) : null,
    unpublishAt: row.unpublishAt ? iso(row.unpublishAt) : null,
    scheduleProblem: row.scheduleProblem,
    version: row.version,
  };
}

export function toContentItem(row: ContentRow): ContentItem {
  return { ...sharedContentFields(row), content: row.content, draft: row.draft };
}

/** A list row: the item's columns without the body, plus the preview and length computed by the database. */
export type ContentSummaryRow = SharedContentColumns & {
  preview: string;
  contentLength: number;
  hasDraft: boolean;
};

export function toContentSummary(row: ContentSummaryRow): ContentSummary {
  return {
    ...sharedContentFields(row),
    preview: row.preview,
    contentLength: row.contentLength,
    hasDraft: row.hasDraft,
  };
}
