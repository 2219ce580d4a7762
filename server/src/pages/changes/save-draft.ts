import type { EditBase } from "@helixmap/common/edit-conflicts/edit-base";
import type { DocumentKey } from "@helixmap/common/pages/page-catalogue";
import { overwriteDetail, refuseStaleSave } from "../../edit-conflicts/edit-base";
import { checkedFields } from "../checked-fields";
import type { PageRow } from "../page-rows";
import { toPageDocument } from "../serialize";
import { draftSaved } from "./draft-saved";
import { commitPageChange, type PageEditor, type PageServices } from "./page-write";
import { sameValues } from "./same-values";

/**
 * Saves the whole document as the page's draft: visitors keep seeing the live
 * values until the draft is published. A draft equal to the live values is
 * dropped, so "unpublished changes" always means there are some. A save with
 * a base version is refused when the page has changed since (EDIT_CONFLICT).
 */
export function saveDraft(
  s: PageServices,
  editor: PageEditor,
  key: DocumentKey,
  fields: unknown,
  base: EditBase = { baseVersion: null, overwrite: false },
): Promise<PageRow> {
  const values = checkedFields(key, fields);
  return commitPageChange(s, editor, key, async (before, tx) => {
    await refuseStaleSave(base, before.editVersion, "page", async () => {
      const document = await toPageDocument(tx, before);
      return { savedBy: document.editedBy, savedAt: document.editedAt, current: document };
    });
    const draft = sameValues(values, before.fields) ? null : values;
    return {
      set: {
        draft,
        draftRestoredFrom: draft ? before.draftRestoredFrom : null,
        ...draftSaved(before, draft, editor.id),
        ...(draft ? {} : { publishAt: null }),
      },
      action: base.overwrite ? "page_overwritten" : "page_draft_saved",
      audit: { oldValues: { draft: before.draft }, newValues: { draft, ...overwriteDetail(base) } },
    };
  });
}
