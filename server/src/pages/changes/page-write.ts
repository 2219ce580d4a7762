import type { AuditAction } from "@helixmap/common/api";
import type { DocumentKey } from "@helixmap/common/pages/page-catalogue";
import type { PageVersionKind } from "@helixmap/common/pages/pages-api";
import { eq, sql } from "drizzle-orm";
import { writeAudit } from "../../audit/write-audit";
import type { Transaction } from "../../db/client";
import { pageDocuments, pageVersions } from "../../db/schema";
import { refuseUnapprovedPage } from "../../review/approval-gate";
import { reviewFollowsPage } from "../../review/review-follows-change";
import type { Services } from "../../services";
import { lockPage, type PageRow } from "../page-rows";

export type PageServices = Pick<Services, "db" | "publishing">;

/** Who makes a change: a person with their client address, or the schedule runner (both null). */
export interface PageEditor {
  id: string | null;
  ip: string | null;
}

export interface PageChange {
  set: Partial<PageRow>;
  action: AuditAction;
  /** The audit entry's values. */
  audit: { oldValues?: unknown; newValues?: unknown };
  /** Set when the live values change: they are kept as the page's next version. */
  version?: { kind: PageVersionKind; restoredFrom: number | null };
}

/**
 * One change of a page in one transaction: lock the row, write (raising its
 * edit version), keep the live values as a new version when they changed, audit; then a change
 * visitors will see tells publishing, which deploys as it does for items.
 */
export async function commitPageChange(
  s: PageServices,
  editor: PageEditor,
  key: DocumentKey,
  /** What to write; null when there is nothing to do after all (the row is then left as it is). */
  decide: (before: PageRow, tx: Transaction) => PageChange | null | Promise<PageChange | null>,
  options: { scheduled?: boolean } = {},
): Promise<PageRow> {
  const { after, live } = await s.db.transaction((tx) => writePageChange(tx, editor, key, decide));
  if (live) await s.publishing.pagesChanged(editor.id, { scheduled: options.scheduled === true });
  return after;
}

/**
 * The steps of commitPageChange inside the caller's transaction (a release
 * publishes several pages and items in one). A change that publishes or
 * schedules a draft needing approval without it is refused here.
 */
export async function writePageChange(
  tx: Transaction,
  editor: PageEditor,
  key: DocumentKey,
  decide: (before: PageRow, tx: Transaction) => PageChange | null | Promise<PageChange | null>,
): Promise<{ after: PageRow; live: boolean }> {
  const before = await lockPage(tx, key);
  const change = await decide(before, tx);
  if (!change) return { after: before, live: false };
  await refuseUnapprovedPage(tx, before, { goesLive: change.version !== undefined, set: change.set });
  const nextVersion = change.version ? before.version + 1 : before.version;
  const [written] = await tx
    .update(pageDocuments)
    .set({
      ...change.set,
      version: nextVersion,
      ...(change.version ? { updatedAt: new Date() } : {}),
      editVersion: before.editVersion + 1,
      editedAt: new Date(),
      editedBy: editor.id,
    })
    .where(eq(pageDocuments.key, key))
    .returning();
  await reviewFollowsPage(tx, written!);
  if (change.version) {
    await tx.insert(pageVersions).values({
      key,
      number: nextVersion,
      kind: change.version.kind,
      restoredFrom: change.version.restoredFrom,
      fields: written!.fields,
      actorId: editor.id,
      createdAt: sql`now()`,
    });
  }
  await writeAudit(tx, {
    userId: editor.id,
    action: change.action,
    resourceType: "page_document",
    resourceId: key,
    ...change.audit,
    ip: editor.ip,
  });
  return { after: written!, live: change.version !== undefined };
}
