import { eq, sql } from "drizzle-orm";
import { ApiProblem } from "../api/errors";
import { checkedSlug } from "../content/changes/checked-input";
import {
  type ContentRow,
  type ContentServices,
  commitChange,
  type Editor,
  slugTaken,
  writeItem,
} from "../content/changes/item-write";
import { contentSections, contentVersions, trashedContentVersions, trashedItems } from "../db/schema";
import { rowFromTrash } from "./trashed-row";

export const notInTrash = () => new ApiProblem(404, "NOT_FOUND", "No deleted item with this id");

const t = trashedContentVersions;

/**
 * Brings a deleted item back with its versions, as it was edited last (a
 * draft folded in) but off the site: putting it live again is a publish like
 * any other, with whatever review that needs. The restore itself is kept as
 * the item's next version. `slug` restores it under another address when its
 * own was taken meanwhile (a 409 naming `slug` says so).
 */
export async function restoreFromTrash(
  s: ContentServices,
  editor: Editor & { id: string },
  id: string,
  slug: string | undefined,
): Promise<ContentRow> {
  const { after } = await commitChange(
    s,
    editor,
    async (tx) => {
      const [trashed] = await tx.select().from(trashedItems).where(eq(trashedItems.id, id)).for("update");
      if (!trashed) throw notInTrash();
      const row = rowFromTrash(trashed.item);
      const values: ContentRow = {
        ...row,
        ...(row.draft ?? {}),
        draft: null,
        published: false,
        publishAt: null,
        unpublishAt: null,
        scheduleProblem: null,
        ...(slug !== undefined ? { slug: checkedSlug(slug) } : {}),
      };
      const [taken] = await tx
        .select({ id: contentSections.id })
        .from(contentSections)
        .where(sql`lower(${contentSections.slug}) = lower(${values.slug})`);
      if (taken) throw restoreSlugTaken();
      const { searchText: _computed, ...insertable } = values;
      const [restored] = await tx.insert(contentSections).values(insertable).returning();
      await tx.insert(contentVersions).select(
        tx
          .select({
            id: t.id,
            contentId: t.contentId,
            number: t.number,
            kind: t.kind,
            restoredFrom: t.restoredFrom,
            item: t.item,
            actorId: t.actorId,
            createdAt: t.createdAt,
          })
          .from(t)
          .where(eq(t.contentId, id)),
      );
      await tx.delete(trashedItems).where(eq(trashedItems.id, id));
      const written = await writeItem(
        tx,
        editor,
        restored!,
        {},
        {
          action: "content_restored_from_trash",
          kind: "restored",
          restoredFrom: restored!.version,
          audit: (_after, version) => ({
            oldValues: { deletedAt: trashed.deletedAt.toISOString(), wasPublished: trashed.wasPublished },
            newValues: { title: values.title, slug: values.slug, published: false, version },
          }),
        },
      );
      return { before: null, after: written };
    },
    { slugConflict: restoreSlugTaken },
  );
  return after!;
}

function restoreSlugTaken(): ApiProblem {
  return slugTaken("Another item uses this slug now; send another slug to restore the item under it");
}
