import type { AuditAction } from "@helixmap/common/api";
import type { ReviewEventKind, ReviewState } from "@helixmap/common/review/review-api";
import { eq, max } from "drizzle-orm";
import { ApiProblem } from "../api/errors";
import { writeAudit } from "../audit/write-audit";
import { lockItem } from "../content/changes/item-write";
import type { Database, Transaction } from "../db/client";
import { contentVersions, reviewEvents, reviewStates } from "../db/schema";
import { lockPage } from "../pages/page-rows";
import { itemChangeAuthor, pageChangeAuthor } from "./change-author";
import { itemPendingFingerprint, pagePendingFingerprint } from "./fingerprint";
import { type ReviewTarget, stateOf, targetColumns } from "./review-target";

const AUDIT: Record<ReviewEventKind, AuditAction> = {
  submitted: "content_submitted_for_review",
  approved: "content_approved",
  changes_requested: "content_changes_requested",
};

const STATE: Record<ReviewEventKind, ReviewState> = {
  submitted: "in_review",
  approved: "approved",
  changes_requested: "changes_requested",
};

/** Approving and asking for changes are a second administrator's: the author only submits. */
const authorCannotReview = (kind: ReviewEventKind) =>
  new ApiProblem(
    403,
    "FORBIDDEN",
    kind === "approved"
      ? "You saved this change, so another administrator must approve it"
      : "You saved this change, so another administrator reviews it and asks for changes",
  );

const nothingToReview = () => new ApiProblem(409, "CONFLICT", "There are no unpublished changes to review");

/** The pending change of a target, locked for the rest of the transaction: its fingerprint, version and author. */
export async function lockPendingChange(
  tx: Transaction,
  target: ReviewTarget,
): Promise<{ fingerprint: string; version: number; authorId: string | null }> {
  if (target.kind === "item") {
    const row = await lockItem(tx, target.id);
    const fingerprint = itemPendingFingerprint(row);
    if (fingerprint === null) throw nothingToReview();
    const [latest] = await tx
      .select({ number: max(contentVersions.number) })
      .from(contentVersions)
      .where(eq(contentVersions.contentId, target.id));
    return { fingerprint, version: latest?.number ?? 0, authorId: await itemChangeAuthor(tx, target.id, fingerprint) };
  }
  const row = await lockPage(tx, target.key);
  const fingerprint = pagePendingFingerprint(row);
  if (fingerprint === null) throw nothingToReview();
  return { fingerprint, version: row.version, authorId: pageChangeAuthor(row) };
}

/**
 * Records a note or comment on the pending change as it is now, moves its
 * review to the state that follows, and audits it, in one transaction. The
 * author of the change (whoever saved the values waiting) submits it; only
 * another administrator approves it or asks for changes (403 for the author).
 */
export async function recordReview(
  db: Database,
  editor: { id: string; ip: string | null },
  target: ReviewTarget,
  kind: ReviewEventKind,
  text: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const change = await lockPendingChange(tx, target);
    if (kind !== "submitted" && change.authorId === editor.id) throw authorCannotReview(kind);
    const [event] = await tx
      .insert(reviewEvents)
      .values({
        ...targetColumns(target),
        kind,
        text,
        version: change.version,
        fingerprint: change.fingerprint,
        actorId: editor.id,
      })
      .returning({ id: reviewEvents.id });
    await tx.delete(reviewStates).where(stateOf(target));
    await tx.insert(reviewStates).values({
      ...targetColumns(target),
      state: STATE[kind],
      fingerprint: change.fingerprint,
      eventId: event!.id,
    });
    await writeAudit(tx, {
      userId: editor.id,
      action: AUDIT[kind],
      resourceType: target.kind === "item" ? "content_section" : "page_document",
      resourceId: target.kind === "item" ? target.id : target.key,
      newValues: {
        version: change.version,
        fingerprint: change.fingerprint,
        authorId: change.authorId,
        [kind === "submitted" ? "note" : "comment"]: text,
      },
      ip: editor.ip,
    });
  });
}
