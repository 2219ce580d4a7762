import type { ContentType } from "@helixmap/common/api";
import { type DocumentKey, isDocumentKey, previewPathOf } from "@helixmap/common/pages/page-catalogue";
import { publishedItemPath } from "@helixmap/common/publishing";
import type { ReleaseMember, ReleaseProblem } from "@helixmap/common/releases/releases-api";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { withDraftApplied } from "../content/drafts/draft-values";
import type { Executor } from "../db/client";
import { contentSections, pageDocuments, releaseItems, releasePages } from "../db/schema";
import { checkedFields } from "../pages/checked-fields";
import { isApproved } from "../review/approval-gate";
import { itemPendingFingerprint, pagePendingFingerprint } from "../review/fingerprint";
import { itemTypesNeedApproval, pagesNeedApproval } from "../review/review-rules";

export type ContentRow = typeof contentSections.$inferSelect;
export type PageRow = typeof pageDocuments.$inferSelect;

export const itemTitle = (row: ContentRow) => withDraftApplied(row).title;
export const pageTitle = (row: PageRow) => String((row.draft ?? row.fields).title ?? row.key);

/** Where a member is seen once live: what the release preview opens. */
export function memberPath(member: { kind: "item"; row: ContentRow } | { kind: "page"; row: PageRow }): string {
  if (member.kind === "item") {
    const live = withDraftApplied(member.row);
    return publishedItemPath(live.contentType as ContentType, live.slug);
  }
  return previewPathOf(member.row.key as DocumentKey);
}

/** A release's items and pages as rows; `lock` takes their row locks (in id order, so two releases never deadlock). */
export async function memberRows(tx: Executor, releaseId: string, lock = false) {
  const itemQuery = tx
    .select({ row: contentSections })
    .from(releaseItems)
    .innerJoin(contentSections, eq(contentSections.id, releaseItems.contentId))
    .where(eq(releaseItems.releaseId, releaseId))
    .orderBy(asc(contentSections.id));
  const pageQuery = tx
    .select({ row: pageDocuments })
    .from(releasePages)
    .innerJoin(pageDocuments, eq(pageDocuments.key, releasePages.pageKey))
    .where(eq(releasePages.releaseId, releaseId))
    .orderBy(asc(pageDocuments.key));
  const [items, pages] = lock
    ? [await itemQuery.for("update", { of: contentSections }), await pageQuery.for("update", { of: pageDocuments })]
    : await Promise.all([itemQuery, pageQuery]);
  return { items: items.map((r) => r.row), pages: pages.map((r) => r.row) };
}

export function toMembers(rows: { items: ContentRow[]; pages: PageRow[] }): {
  items: ReleaseMember[];
  pages: ReleaseMember[];
} {
  return {
    items: rows.items.map((row) => ({
      kind: "item",
      ref: row.id,
      title: itemTitle(row),
      hasPendingChange: itemPendingFingerprint(row) !== null,
      path: memberPath({ kind: "item", row }),
    })),
    pages: rows.pages.map((row) => ({
      kind: "page",
      ref: row.key,
      title: pageTitle(row),
      hasPendingChange: row.draft !== null,
      path: memberPath({ kind: "page", row }),
    })),
  };
}

const NEEDS_APPROVAL = "needs another administrator's approval of its current changes";

/** Why an item's pending change cannot go live now, or null. */
async function itemProblem(tx: Executor, row: ContentRow): Promise<string | null> {
  const pending = itemPendingFingerprint(row);
  if (pending === null) return "has no unpublished changes";
  const live = withDraftApplied(row);
  const types = [live.contentType, ...(row.published ? [row.contentType] : [])];
  if ((await itemTypesNeedApproval(tx, types)) && !(await isApproved(tx, { kind: "item", id: row.id }, pending))) {
    return NEEDS_APPROVAL;
  }
  const [other] = await tx
    .select({ id: contentSections.id })
    .from(contentSections)
    .where(and(ne(contentSections.id, row.id), sql`lower(${contentSections.slug}) = lower(${live.slug})`));
  if (other) return `its slug “${live.slug}” is used by another item`;
  return null;
}

async function pageProblem(tx: Executor, row: PageRow): Promise<string | null> {
  const pending = pagePendingFingerprint(row);
  if (pending === null || !isDocumentKey(row.key)) return "has no unpublished changes";
  try {
    checkedFields(row.key as DocumentKey, row.draft);
  } catch (err) {
    return `its changes do not fit the page any more: ${err instanceof Error ? err.message : String(err)}`;
  }
  if ((await pagesNeedApproval(tx)) && !(await isApproved(tx, { kind: "page", key: row.key }, pending))) {
    return NEEDS_APPROVAL;
  }
  return null;
}

/** Every member that cannot go live now, with the reason; empty when all can. */
export async function memberProblems(
  tx: Executor,
  rows: { items: ContentRow[]; pages: PageRow[] },
  only: "all" | "approval" = "all",
): Promise<ReleaseProblem[]> {
  const problems: ReleaseProblem[] = [];
  for (const row of rows.items) {
    const reason = await itemProblem(tx, row);
    if (reason && (only === "all" || reason === NEEDS_APPROVAL)) {
      problems.push({ member: { kind: "item", id: row.id }, title: itemTitle(row), reason });
    }
  }
  for (const row of rows.pages) {
    const reason = await pageProblem(tx, row);
    if (reason && (only === "all" || reason === NEEDS_APPROVAL)) {
      problems.push({ member: { kind: "page", key: row.key }, title: pageTitle(row), reason });
    }
  }
  return problems;
}

export const isApprovalProblem = (p: ReleaseProblem) => p.reason === NEEDS_APPROVAL;

/** Replaces a release's members. */
export async function writeMembers(tx: Executor, releaseId: string, items: string[], pages: string[]): Promise<void> {
  await tx.delete(releaseItems).where(eq(releaseItems.releaseId, releaseId));
  await tx.delete(releasePages).where(eq(releasePages.releaseId, releaseId));
  const uniqueItems = [...new Set(items)];
  const uniquePages = [...new Set(pages)];
  if (uniqueItems.length > 0) {
    await tx.insert(releaseItems).values(uniqueItems.map((contentId) => ({ releaseId, contentId })));
  }
  if (uniquePages.length > 0) {
    await tx.insert(releasePages).values(uniquePages.map((pageKey) => ({ releaseId, pageKey })));
  }
}

/** Item ids among `ids` that name no item, for a 400 that names them. */
export async function missingItems(tx: Executor, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await tx
    .select({ id: contentSections.id })
    .from(contentSections)
    .where(inArray(contentSections.id, ids));
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}
