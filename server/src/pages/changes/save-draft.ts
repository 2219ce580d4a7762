import type { DocumentKey } from "@helixmap/common/pages/page-catalogue";
import { checkedFields } from "../checked-fields";
import type { PageRow } from "../page-rows";
import { commitPageChange, type PageEditor, type PageServices } from "./page-write";
import { sameValues } from "./same-values";

/**
 * Saves the whole document as the page's draft: visitors keep seeing the live
 * values until the draft is published. A draft equal to the live values is
 * dropped, so "unpublished changes" always means there are some.
 */
export function saveDraft(s: PageServices, editor: PageEditor, key: DocumentKey, fields: unknown): Promise<PageRow> {
  const values = checkedFields(key, fields);
  return commitPageChange(s, editor, key, (before) => {
    const draft = sameValues(values, before.fields) ? null : values;
    return {
      set: {
        draft,
        draftRestoredFrom: draft ? before.draftRestoredFrom : null,
        draftUpdatedAt: draft ? new Date() : null,
        draftUpdatedBy: draft ? editor.id : null,
        ...(draft ? {} : { publishAt: null }),
      },
      action: "page_draft_saved",
      audit: { oldValues: { draft: before.draft }, newValues: { draft } },
    };
  });
}
