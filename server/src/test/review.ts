import { REVIEW_SUBJECTS } from "@helixmap/common/review/review-api";
import { reviewRules } from "../db/schema";
import type { Harness } from "./harness";

/**
 * For suites about something else (deploys, alerts) that publish press
 * releases or SEC filings directly: no kind needs approval there. The
 * approval rules themselves are tested in server/src/review/.
 */
export async function publishWithoutApproval(h: Harness): Promise<void> {
  await h.services.db
    .insert(reviewRules)
    .values(REVIEW_SUBJECTS.map((subject) => ({ subject, needsApproval: false })))
    .onConflictDoUpdate({ target: reviewRules.subject, set: { needsApproval: false } });
}
