import { type contentPatchSchema, slugFromTitle } from "@helixmap/common/api";
import { defaultContentFields } from "@helixmap/common/content-fields";
import type { EditBase } from "@helixmap/common/edit-conflicts/edit-base";
import type { z } from "zod";
import { overwriteDetail, refuseStaleSave } from "../../edit-conflicts/edit-base";
import { draftFieldsOf, sameValues, splitDraftable, withDraftApplied } from "../drafts/draft-values";
import { changedValues } from "./changed-values";
import { checkedFields, checkedSlug, scheduleDate } from "./checked-input";
import { refuseTakenDraftSlug } from "./draft-slug";
import { itemConflictDetails } from "./item-conflict";
import { type ContentRow, type ContentServices, commitChange, type Editor, lockItem, writeItem } from "./item-write";

/**
 * Saves an edit. A published item that stays published keeps what visitors
 * see: the edit becomes (or updates) its draft and starts no deploy. A save
 * with a base version is refused when the item has changed since (EDIT_CONFLICT).
 */
export async function updateItem(
  s: ContentServices,
  editor: Editor,
  id: string,
  patch: Omit<z.output<typeof contentPatchSchema>, "baseVersion" | "overwrite">,
  base: EditBase = { baseVersion: null, overwrite: false },
): Promise<ContentRow> {
  const { after } = await commitChange(s, editor, async (tx) => {
    const before = await lockItem(tx, id);
    await refuseStaleSave(base, before.version, "item", itemConflictDetails(tx, before));
    // An item with a draft is edited as it will be once the draft is published.
    const current = withDraftApplied(before);
    const title = patch.title ?? current.title;
    const slug = patch.slug === "" ? checkedSlug(slugFromTitle(title)) : patch.slug;
    const type = patch.contentType ?? current.contentType;
    // Sent fields are checked against the resulting type; a type change without fields starts from its defaults.
    const fields =
      patch.fields !== undefined
        ? checkedFields(type, patch.fields)
        : type !== current.contentType
          ? defaultContentFields(type)
          : undefined;
    const displayDate = patch.displayDate === "" ? before.createdAt.toISOString().slice(0, 10) : patch.displayDate;
    const { publishAt, unpublishAt, ...rest } = patch;
    const values = {
      ...rest,
      ...(slug !== undefined ? { slug } : {}),
      ...(fields !== undefined ? { fields } : {}),
      ...(displayDate !== undefined ? { displayDate } : {}),
      ...(publishAt !== undefined ? { publishAt: scheduleDate(publishAt) } : {}),
      ...(unpublishAt !== undefined ? { unpublishAt: scheduleDate(unpublishAt) } : {}),
      // A save is the editor's answer to a failed schedule, so its notice goes.
      scheduleProblem: null,
    };
    const keepsLive = before.published && patch.published !== false;
    let set: Partial<ContentRow>;
    if (keepsLive) {
      const { draftable, direct } = splitDraftable(values);
      const edited = { ...draftFieldsOf(current), ...draftable };
      // Checked on every save, not only when the slug changes: a schedule set now must not fail later on it.
      if (edited.slug !== before.slug) await refuseTakenDraftSlug(tx, id, edited.slug);
      set = { ...direct, draft: sameValues(edited, draftFieldsOf(before)) ? null : edited };
    } else {
      // Nothing of an unpublished item is public, so its draft (if any) becomes its values.
      set = { ...(before.draft ?? {}), ...values, draft: null };
    }
    const after = await writeItem(tx, editor, before, set, {
      action: base.overwrite ? "content_overwritten" : "content_updated",
      kind: "updated",
      audit: (written) => {
        const { oldValues, newValues } = changedValues(before, written, [...Object.keys(values), "draft"]);
        return { oldValues, newValues: { ...newValues, ...overwriteDetail(base) } };
      },
    });
    return { before, after, draftOnly: keepsLive };
  });
  return after!;
}
