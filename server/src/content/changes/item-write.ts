import type { AuditAction, VersionKind } from "@helixmap/common/api";
import { eq } from "drizzle-orm";
import { ApiProblem } from "../../api/errors";
import { writeAudit } from "../../audit/write-audit";
import type { Executor, Transaction } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { contentSections } from "../../db/schema";
import { refuseUnapprovedItem } from "../../review/approval-gate";
import { reviewFollowsItem } from "../../review/review-follows-change";
import type { Services } from "../../services";
import { recordVersion } from "../versions/record-version";

export type ContentRow = typeof contentSections.$inferSelect;

/** Who makes a change: a person with their client address, or the schedule runner (both null). */
export interface Editor {
  id: string | null;
  ip: string | null;
}

export type ContentServices = Pick<Services, "db" | "publishing">;

export const noItem = () => new ApiProblem(404, "NOT_FOUND", "No content item with this id");

/** The answer to a save whose slug another item holds (unique regardless of case). */
export function slugTaken(message = "Another item already uses this slug"): ApiProblem {
  return new ApiProblem(409, "CONFLICT", message, { slug: "This slug is already in use" });
}

/** An item's row, locked until the transaction ends so concurrent changes of one item queue up. */
export async function lockItem(tx: Executor, id: string): Promise<ContentRow> {
  const [row] = await tx.select().from(contentSections).where(eq(contentSections.id, id)).for("update");
  if (!row) throw noItem();
  return row;
}

export interface ItemWrite {
  action: AuditAction;
  kind: VersionKind;
  restoredFrom?: number;
  /** The audit entry's values, from the row as written and the version number it was kept as. */
  audit(after: ContentRow, version: number): { oldValues?: unknown; newValues?: unknown };
}

/**
 * Writes `set` to a locked item, keeps the result as the item's next version
 * and audits it, in the caller's transaction: the steps every change of an
 * existing item shares. A write that publishes or schedules values needing
 * approval without it is refused here (server/src/review/approval-gate.ts).
 */
export async function writeItem(
  tx: Transaction,
  editor: Editor,
  before: ContentRow,
  set: Partial<ContentRow>,
  write: ItemWrite,
): Promise<ContentRow> {
  const [after] = await tx
    .update(contentSections)
    .set({ ...set, version: before.version + 1, updatedAt: new Date() })
    .where(eq(contentSections.id, before.id))
    .returning();
  await refuseUnapprovedItem(tx, before, after!);
  await reviewFollowsItem(tx, after!);
  const version = await recordVersion(tx, after!, {
    actorId: editor.id,
    kind: write.kind,
    restoredFrom: write.restoredFrom,
  });
  await writeAudit(tx, {
    userId: editor.id,
    action: write.action,
    resourceType: "content_section",
    resourceId: before.id,
    ...write.audit(after!, version),
    ip: editor.ip,
  });
  return after!;
}

/** What one change did: the item before and after (null where it did not exist). */
export interface ItemChange {
  before: ContentRow | null;
  after: ContentRow | null;
  /** True for a change visitors cannot see yet (a draft): it starts no deploy. */
  draftOnly?: boolean;
}

export interface CommitOptions {
  /** A schedule's time is a promise to visitors: its change deploys even while auto-deploy is off. */
  scheduled?: boolean;
  /** The 409 for a slug that another item took; the default names the slug as in use. */
  slugConflict?: () => ApiProblem;
}

/**
 * Runs one change of content in one transaction, then tells publishing, which
 * deploys when the public site is affected. The change itself locks, writes,
 * records the version and audits inside that transaction, so either all of it
 * is stored or none.
 */
export async function commitChange(
  s: ContentServices,
  editor: Editor,
  change: (tx: Transaction) => Promise<ItemChange>,
  options: CommitOptions = {},
): Promise<ItemChange> {
  let done: ItemChange;
  try {
    done = await s.db.transaction(change);
  } catch (err) {
    if (isUniqueViolation(err)) throw (options.slugConflict ?? slugTaken)();
    throw err;
  }
  if (!done.draftOnly) {
    await s.publishing.contentChanged(done.before, done.after, editor.id, { scheduled: options.scheduled === true });
  }
  return done;
}
