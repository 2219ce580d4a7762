import type { DocumentKey } from "@helixmap/common/pages/page-catalogue";
import { ApiProblem } from "../../api/errors";
import { checkedFields } from "../checked-fields";
import type { PageRow } from "../page-rows";
import { commitPageChange, type PageEditor, type PageServices } from "./page-write";

export const noDraft = () => new ApiProblem(409, "CONFLICT", "This page has no unpublished changes");

/** What publishing a page's draft writes: the draft becomes the live values and the page's next version. */
export function publishedDraft(key: DocumentKey, before: PageRow, kind: "published" | "scheduled") {
  if (!before.draft) throw noDraft();
  // The schema may have grown since the draft was saved; what goes live must fit it now.
  const fields = checkedFields(key, before.draft);
  return {
    set: {
      fields,
      draft: null,
      draftRestoredFrom: null,
      draftUpdatedAt: null,
      draftUpdatedBy: null,
      publishAt: null,
      scheduleProblem: null,
    },
    action: "page_changes_published" as const,
    audit: { oldValues: { fields: before.fields }, newValues: { fields } },
    version: { kind, restoredFrom: before.draftRestoredFrom },
  };
}

/** Publish changes: the draft goes live with the next deploy (at once when auto-deploy is on). */
export function publishChanges(s: PageServices, editor: PageEditor, key: DocumentKey): Promise<PageRow> {
  return commitPageChange(s, editor, key, (before) => publishedDraft(key, before, "published"));
}
