import { type ContentDraft, DRAFT_FIELDS } from "@helixmap/common/api";
import { sortedKeys } from "@helixmap/common/sorted-keys";
import type { contentSections } from "../../db/schema";

type ContentRow = typeof contentSections.$inferSelect;

/** The item's draftable values as they are now. */
export function draftFieldsOf(row: Pick<ContentRow, (typeof DRAFT_FIELDS)[number]>): ContentDraft {
  return Object.fromEntries(DRAFT_FIELDS.map((key) => [key, row[key]])) as ContentDraft;
}

/** The item as it will be once its draft is published: what the editor edits and the preview shows. */
export function withDraftApplied(row: ContentRow): ContentRow {
  return row.draft ? { ...row, ...row.draft, draft: null } : row;
}

/** Keys in `DRAFT_FIELDS` and the rest, split. */
export function splitDraftable<T extends Record<string, unknown>>(values: T) {
  const draftable: Record<string, unknown> = {};
  const direct: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    ((DRAFT_FIELDS as readonly string[]).includes(key) ? draftable : direct)[key] = value;
  }
  return { draftable: draftable as Partial<ContentDraft>, direct: direct as Partial<ContentRow> };
}

/** Equal as JSON whatever the key order (jsonb gives keys back in its own order). */
export function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(sortedKeys(a)) === JSON.stringify(sortedKeys(b));
}
