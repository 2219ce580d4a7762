import { DRAFT_FIELDS } from "@helixmap/common/api";
import { ApiProblem } from "../../api/errors";
import { changedValues } from "./changed-values";
import { type ContentRow, type ContentServices, commitChange, type Editor, lockItem, writeItem } from "./item-write";

const noDraft = () => new ApiProblem(409, "CONFLICT", "This item has no unpublished changes");

/** Makes a published item's draft its live values: the usual path of a change to a public item. */
export async function publishChanges(s: ContentServices, editor: Editor, id: string): Promise<ContentRow> {
  const { after } = await commitChange(s, editor, async (tx) => {
    const before = await lockItem(tx, id);
    if (!before.draft) throw noDraft();
    const after = await writeItem(
      tx,
      editor,
      before,
      { ...before.draft, draft: null },
      {
        action: "content_changes_published",
        kind: "updated",
        audit: (written) => changedValues(before, written, DRAFT_FIELDS),
      },
    );
    return { before, after };
  });
  return after!;
}

/** Drops a published item's draft; visitors saw none of it, so nothing deploys. */
export async function discardDraft(s: ContentServices, editor: Editor, id: string): Promise<ContentRow> {
  const { after } = await commitChange(s, editor, async (tx) => {
    const before = await lockItem(tx, id);
    if (!before.draft) throw noDraft();
    const after = await writeItem(
      tx,
      editor,
      before,
      { draft: null },
      {
        action: "content_draft_discarded",
        kind: "updated",
        audit: () => ({ oldValues: { draft: before.draft }, newValues: { draft: null } }),
      },
    );
    return { before, after, draftOnly: true };
  });
  return after!;
}
