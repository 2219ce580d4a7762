import { getTableColumns } from "drizzle-orm";
import { contentSections } from "../../db/schema";

type ContentRow = typeof contentSections.$inferSelect;

/**
 * Columns a restore leaves as they are: the item's identity and history
 * (id, author, creation and update times) and whether it is live
 * (`published`, its draft, its publish and unpublish times and their problem), which are
 * the publishing workflow's business, not the text's, and its edit version, which only goes up. A restore of a published
 * item writes its draft instead (version-routes.ts).
 * Every other column, including ones added after the version was saved when
 * the version has them, comes back from the version.
 */
export const NOT_RESTORED: ReadonlySet<string> = new Set([
  "id",
  "authorId",
  "createdAt",
  "updatedAt",
  "published",
  "draft",
  "publishAt",
  "unpublishAt",
  "scheduleProblem",
  "version",
]);

/** Columns the database computes from the others (the search text): never stored in a version, never written. */
export const GENERATED: ReadonlySet<string> = new Set(
  Object.entries(getTableColumns(contentSections))
    .filter(([, column]) => column.generated !== undefined)
    .map(([key]) => key),
);

/**
 * The values a stored version gives back to the item, typed for the columns:
 * JSON keeps times as text, so they become Dates again. Keys the table no
 * longer has are left out.
 */
export function restorableFields(item: Record<string, unknown>): Partial<ContentRow> {
  const fields: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(contentSections))) {
    if (NOT_RESTORED.has(key) || GENERATED.has(key) || !(key in item)) continue;
    const value = item[key];
    fields[key] = column.dataType === "date" && typeof value === "string" ? new Date(value) : value;
  }
  return fields as Partial<ContentRow>;
}
