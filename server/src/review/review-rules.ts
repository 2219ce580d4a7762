import type { ContentType } from "@helixmap/common/api";
import {
  NEEDS_APPROVAL_BY_DEFAULT,
  PAGE_DOCUMENTS_SUBJECT,
  REVIEW_SUBJECTS,
  type ReviewRules,
} from "@helixmap/common/review/review-api";
import type { Executor } from "../db/client";
import { reviewRules } from "../db/schema";

/** Every subject's rule; a subject without a row keeps its default (NEEDS_APPROVAL_BY_DEFAULT). */
export async function readReviewRules(db: Executor): Promise<ReviewRules> {
  const rows = await db.select().from(reviewRules);
  const stored = new Map(rows.map((r) => [r.subject, r.needsApproval]));
  return Object.fromEntries(
    REVIEW_SUBJECTS.map((s) => [s, stored.get(s) ?? NEEDS_APPROVAL_BY_DEFAULT.has(s)]),
  ) as ReviewRules;
}

/** Whether a change that makes any of these item types live needs approval. */
export async function itemTypesNeedApproval(db: Executor, types: ContentType[]): Promise<boolean> {
  const rules = await readReviewRules(db);
  return types.some((t) => rules[t]);
}

export async function pagesNeedApproval(db: Executor): Promise<boolean> {
  return (await readReviewRules(db))[PAGE_DOCUMENTS_SUBJECT];
}
