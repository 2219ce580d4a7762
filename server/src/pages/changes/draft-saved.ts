import type { PageRow } from "../page-rows";
import { sameValues } from "./same-values";

/**
 * Who saved a page's draft and when, after a write that leaves `draft`
 * waiting. A save that changes none of the draft's values keeps whoever wrote
 * them, as an item's unchanged save does (server/src/review/change-author.ts):
 * they stay the author of the change, so another administrator saving it again
 * cannot hand them the approval of their own values.
 */
export function draftSaved(
  before: PageRow,
  draft: Record<string, unknown> | null,
  editorId: string | null,
): Pick<PageRow, "draftUpdatedAt" | "draftUpdatedBy"> {
  if (!draft) return { draftUpdatedAt: null, draftUpdatedBy: null };
  if (before.draft && sameValues(draft, before.draft)) {
    return { draftUpdatedAt: before.draftUpdatedAt, draftUpdatedBy: before.draftUpdatedBy };
  }
  return { draftUpdatedAt: new Date(), draftUpdatedBy: editorId };
}
