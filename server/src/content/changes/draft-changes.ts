import { DRAFT_FIELDS } from "@helixmap/common/api";
import { ApiProblem } from "../../api/errors";
import { changedValues } from "./changed-values";
import {
  type ContentRow,
  type ContentServices,
  commitChange,
  type Editor,
  type ItemWrite,
  lockItem,
  writeItem,
} from "./item-write";

/** Writes what `settle` makes of a published item's draft; an item without one has nothing to settle. */
async function settleDraft(
  s: ContentServices,
  editor: Editor,
  id: string,
  settle: (before: ContentRow) => { set: Partial<ContentRow>; write: ItemWrite; draftOnly: boolean },
): Promise<ContentRow> {
  const { after } = await commitChange(s, editor, async (tx) => {
    const before = await lockItem(tx, id);
    if (!before.draft) throw new ApiProblem(409, "CONFLICT", "This item has no unpublished changes");
    const { set, write, draftOnly } = settle(before);
    return { before, after: await writeItem(tx, editor, before, set, write), draftOnly };
  });
  return after!;
}

/** Makes a published item's draft its live values: the usual path of a change to a public item. */
export function publishChanges(s: ContentServices, editor: Editor, id: string): Promise<ContentRow> {
  return settleDraft(s, editor, id, (before) => ({
    set: { ...before.draft, draft: null },
    write: {
      action: "content_changes_published",
      kind: "updated",
      audit: (written) => changedValues(before, written, DRAFT_FIELDS),
    },
    draftOnly: false,
  }));
}

/** Drops a published item's draft; visitors saw none of it, so nothing deploys. */
export function discardDraft(s: ContentServices, editor: Editor, id: string): Promise<ContentRow> {
  return settleDraft(s, editor, id, (before) => ({
    set: { draft: null },
    write: {
      action: "content_draft_discarded",
      kind: "updated",
      audit: () => ({ oldValues: { draft: before.draft }, newValues: { draft: null } }),
    },
    draftOnly: true,
  }));
}
