import { getTableColumns } from "drizzle-orm";
import type { ContentRow } from "../content/changes/item-write";
import { GENERATED } from "../content/versions/restorable-fields";
import { contentSections } from "../db/schema";

/**
 * An item's row as the Trash keeps it (JSON, times as text) made a row again:
 * times become Dates, columns the database computes are left out, and
 * columns added since it was trashed take their defaults.
 */
export function rowFromTrash(item: Record<string, unknown>): ContentRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(contentSections))) {
    if (GENERATED.has(key) || !(key in item)) continue;
    const value = item[key];
    row[key] = column.dataType === "date" && typeof value === "string" ? new Date(value) : value;
  }
  return row as ContentRow;
}
