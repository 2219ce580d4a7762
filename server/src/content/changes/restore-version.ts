import { and, eq } from "drizzle-orm";
import { ApiProblem } from "../../api/errors";
import { contentVersions } from "../../db/schema";
import { draftFieldsOf, sameValues, splitDraftable, withDraftApplied } from "../drafts/draft-values";
import { restorableFields } from "../versions/restorable-fields";
import { changedValues } from "./changed-values";
import { refuseTakenDraftSlug } from "./draft-slug";
import {
  type ContentRow,
  type ContentServices,
  commitChange,
  type Editor,
  lockItem,
  slugTaken,
  writeItem,
} from "./item-write";

export const noVersion = () => new ApiProblem(404, "NOT_FOUND", "No version with this number");

/** A published item keeps what visitors see: the restored text becomes its draft, published like any other. */
function restoredAsDraft(before: ContentRow, fields: Partial<ContentRow>): Partial<ContentRow> {
  const { draftable, direct } = splitDraftable(fields);
  const draft = { ...draftFieldsOf(withDraftApplied(before)), ...draftable };
  return { ...direct, draft: sameValues(draft, draftFieldsOf(before)) ? null : draft };
}

/** Brings an earlier version's text back as a new version; the history itself is never rewritten. */
export async function restoreVersion(
  s: ContentServices,
  editor: Editor,
  id: string,
  number: number,
): Promise<ContentRow> {
  const { after } = await commitChange(
    s,
    editor,
    async (tx) => {
      const before = await lockItem(tx, id);
      const [version] = await tx
        .select({ item: contentVersions.item })
        .from(contentVersions)
        .where(and(eq(contentVersions.contentId, id), eq(contentVersions.number, number)));
      if (!version) throw noVersion();
      const fields = restorableFields(version.item);
      const set = before.published ? restoredAsDraft(before, fields) : fields;
      if (set.draft && set.draft.slug !== before.slug) await refuseTakenDraftSlug(tx, id, set.draft.slug);
      const after = await writeItem(tx, editor, before, set, {
        action: "content_restored",
        kind: "restored",
        restoredFrom: number,
        // Recorded as the item is edited, draft applied, so a restore into a draft reads like any other.
        audit: (written, saved) => {
          const { oldValues, newValues } = changedValues(
            withDraftApplied(before),
            withDraftApplied(written),
            Object.keys(fields),
          );
          return { oldValues, newValues: { ...newValues, restoredFrom: number, version: saved } };
        },
      });
      return { before, after };
    },
    { slugConflict: () => slugTaken("Another item already uses this version's slug") },
  );
  return after!;
}
