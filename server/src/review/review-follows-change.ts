import type { DocumentKey } from "@helixmap/common/pages/page-catalogue";
import { and, ne, type SQL } from "drizzle-orm";
import type { Executor } from "../db/client";
import { type contentSections, type pageDocuments, reviewStates } from "../db/schema";
import { itemPendingFingerprint, pagePendingFingerprint } from "./fingerprint";
import { type ReviewTarget, stateOf } from "./review-target";

type ContentRow = typeof contentSections.$inferSelect;
type PageRow = typeof pageDocuments.$inferSelect;

/**
 * After a write, a review of other values than the pending ones is over: a
 * change after approval needs approval again, and a change that went live
 * leaves nothing to review. The notes and comments stay in review_events.
 */
async function endStaleReview(tx: Executor, target: ReviewTarget, pending: string | null): Promise<void> {
  const stale =
    pending === null ? stateOf(target) : (and(stateOf(target), ne(reviewStates.fingerprint, pending)) as SQL);
  await tx.delete(reviewStates).where(stale);
}

export function reviewFollowsItem(tx: Executor, after: ContentRow): Promise<void> {
  return endStaleReview(tx, { kind: "item", id: after.id }, itemPendingFingerprint(after));
}

export function reviewFollowsPage(tx: Executor, after: PageRow): Promise<void> {
  return endStaleReview(tx, { kind: "page", key: after.key as DocumentKey }, pagePendingFingerprint(after));
}
