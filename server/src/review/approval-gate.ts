import type { ContentType } from "@helixmap/common/api";
import type { DocumentKey } from "@helixmap/common/pages/page-catalogue";
import { APPROVAL_REQUIRED_MESSAGE } from "@helixmap/common/review/review-api";
import { and, eq } from "drizzle-orm";
import { ApiProblem } from "../api/errors";
import { withDraftApplied } from "../content/drafts/draft-values";
import type { Executor } from "../db/client";
import { type contentSections, type pageDocuments, reviewStates } from "../db/schema";
import { itemLiveFingerprint, itemPendingFingerprint, pagePendingFingerprint } from "./fingerprint";
import { itemTypesNeedApproval, pagesNeedApproval } from "./review-rules";
import { type ReviewTarget, stateOf } from "./review-target";

type ContentRow = typeof contentSections.$inferSelect;
type PageRow = typeof pageDocuments.$inferSelect;

export const approvalRequired = (message = APPROVAL_REQUIRED_MESSAGE) =>
  new ApiProblem(409, "APPROVAL_REQUIRED", message);

/** Whether the exact values with this fingerprint carry an approval that no later change has undone. */
export async function isApproved(tx: Executor, target: ReviewTarget, fingerprint: string): Promise<boolean> {
  const [row] = await tx
    .select({ state: reviewStates.state })
    .from(reviewStates)
    .where(and(stateOf(target), eq(reviewStates.fingerprint, fingerprint), eq(reviewStates.state, "approved")));
  return row !== undefined;
}

const sameTime = (a: Date | null | undefined, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * What an item's write makes live or schedules, and which types decide
 * whether that needs approval (the type it has and the type it gets, so a
 * press release cannot skip review by becoming another type); null when the
 * write takes nothing new to visitors (an edit kept as a draft, an unpublish).
 */
export function itemGoingLive(
  before: ContentRow | null,
  after: ContentRow,
): { fingerprint: string; types: ContentType[] } | null {
  const liveBefore = before?.published ? before : null;
  if (after.published && (!liveBefore || itemLiveFingerprint(liveBefore) !== itemLiveFingerprint(after))) {
    return {
      fingerprint: itemLiveFingerprint(after),
      types: [after.contentType, ...(liveBefore ? [liveBefore.contentType] : [])],
    };
  }
  if (after.publishAt !== null && !sameTime(before?.publishAt, after.publishAt)) {
    const pending = itemPendingFingerprint(after);
    if (pending === null) return null;
    return { fingerprint: pending, types: [withDraftApplied(after).contentType, after.contentType] };
  }
  return null;
}

/**
 * Refuses, inside the writing transaction, a write that publishes or
 * schedules values of a kind that needs approval without an approval of
 * those exact values. Unpublishing and deleting never come here.
 */
export async function refuseUnapprovedItem(tx: Executor, before: ContentRow | null, after: ContentRow): Promise<void> {
  const going = itemGoingLive(before, after);
  if (!going || !(await itemTypesNeedApproval(tx, going.types))) return;
  if (!(await isApproved(tx, { kind: "item", id: after.id }, going.fingerprint))) throw approvalRequired();
}

/** The same for a page: publishing its draft (now or by schedule), or setting the time to. */
export async function refuseUnapprovedPage(
  tx: Executor,
  before: PageRow,
  change: { goesLive: boolean; set: Partial<PageRow> },
): Promise<void> {
  const scheduling = change.set.publishAt != null && !sameTime(before.publishAt, change.set.publishAt);
  const pending = pagePendingFingerprint(before);
  if (pending === null || !(change.goesLive || scheduling) || !(await pagesNeedApproval(tx))) return;
  if (!(await isApproved(tx, { kind: "page", key: before.key as DocumentKey }, pending))) throw approvalRequired();
}
