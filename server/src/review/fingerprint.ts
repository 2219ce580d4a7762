import { createHash } from "node:crypto";
import { sortedKeys } from "@helixmap/common/sorted-keys";
import { draftFieldsOf, withDraftApplied } from "../content/drafts/draft-values";
import type { contentSections, pageDocuments } from "../db/schema";

type ContentRow = typeof contentSections.$inferSelect;
type PageRow = typeof pageDocuments.$inferSelect;

/**
 * Names exact values: the same values give the same fingerprint whatever the
 * key order (jsonb reorders keys) or whether they sit in a draft or in the
 * live columns. An approval holds for one fingerprint only.
 */
export function fingerprintOf(values: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify(sortedKeys(values)))
    .digest("hex");
}

/** An item's change waiting to go live: its draft, or all its values while unpublished; null when it has none. */
export function itemPendingFingerprint(row: Pick<ContentRow, "published" | "draft"> & ContentRow): string | null {
  if (row.published && !row.draft) return null;
  return fingerprintOf(draftFieldsOf(withDraftApplied(row)));
}

/** The values an item shows visitors while published. */
export function itemLiveFingerprint(row: ContentRow): string {
  return fingerprintOf(draftFieldsOf(row));
}

/** A page's change waiting to go live: its draft. */
export function pagePendingFingerprint(row: Pick<PageRow, "draft">): string | null {
  return row.draft ? fingerprintOf(row.draft) : null;
}
