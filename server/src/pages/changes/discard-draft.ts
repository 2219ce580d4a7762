import type { DocumentKey } from "@helixmap/common/pages/page-catalogue";
import type { PageRow } from "../page-rows";
import { commitPageChange, type PageEditor, type PageServices } from "./page-write";
import { noDraft } from "./publish-changes";

/** Discard draft: the unpublished changes (and any time set to publish them) go; the live values stay. */
export function discardDraft(s: PageServices, editor: PageEditor, key: DocumentKey): Promise<PageRow> {
  return commitPageChange(s, editor, key, (before) => {
    if (!before.draft) throw noDraft();
    return {
      set: { draft: null, draftRestoredFrom: null, draftUpdatedAt: null, draftUpdatedBy: null, publishAt: null },
      action: "page_draft_discarded",
      audit: { oldValues: { draft: before.draft } },
    };
  });
}
