import type { ReviewRules, ReviewSubject } from "@helixmap/common/review/review-api";
import { sql } from "drizzle-orm";
import { writeAudit } from "../audit/write-audit";
import type { Database } from "../db/client";
import { reviewRules } from "../db/schema";
import { readReviewRules } from "./review-rules";

/** Changes the rules sent, audited with what they were, in one transaction; returns every rule. */
export async function updateReviewRules(
  db: Database,
  editor: { id: string; ip: string | null },
  patch: Partial<Record<ReviewSubject, boolean | undefined>>,
): Promise<ReviewRules> {
  return db.transaction(async (tx) => {
    // One change of the rules at a time, so the audit's old values are the ones replaced.
    await tx.execute(sql`lock table ${reviewRules} in share row exclusive mode`);
    const before = await readReviewRules(tx);
    const changes = Object.entries(patch).filter(
      (entry): entry is [ReviewSubject, boolean] =>
        entry[1] !== undefined && before[entry[0] as ReviewSubject] !== entry[1],
    );
    for (const [subject, needsApproval] of changes) {
      await tx
        .insert(reviewRules)
        .values({ subject, needsApproval, updatedBy: editor.id })
        .onConflictDoUpdate({
          target: reviewRules.subject,
          set: { needsApproval, updatedBy: editor.id, updatedAt: new Date() },
        });
    }
    if (changes.length > 0) {
      await writeAudit(tx, {
        userId: editor.id,
        action: "review_settings_updated",
        resourceType: "review_settings",
        resourceId: null,
        oldValues: Object.fromEntries(changes.map(([subject]) => [subject, before[subject]])),
        newValues: Object.fromEntries(changes),
        ip: editor.ip,
      });
    }
    return readReviewRules(tx);
  });
}
