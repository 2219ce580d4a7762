import { eq } from "drizzle-orm";
import { writeAudit } from "../audit/write-audit";
import { type ContentServices, commitChange, type Editor, lockItem } from "../content/changes/item-write";
import { storedRow } from "../content/versions/record-version";
import { contentSections, contentVersions, trashedContentVersions, trashedItems } from "../db/schema";
import { auditReleasesLeft, leftBehind } from "./left-behind";

const v = contentVersions;

/**
 * Delete: the item and its versions move to the Trash in one transaction
 * with the audit entry, which keeps what does not come back on a restore
 * (its review and its places in releases, left-behind.ts). It leaves content_sections, so every list, search,
 * feed, preview and the next deploy lose it at once; a published item starts
 * that deploy as any takedown does (publishing.contentChanged).
 */
export async function moveToTrash(s: ContentServices, editor: Editor & { id: string }, id: string): Promise<void> {
  await commitChange(s, editor, async (tx) => {
    const before = await lockItem(tx, id);
    const left = await leftBehind(tx, id);
    await tx.insert(trashedItems).values({
      id,
      title: before.draft?.title ?? before.title,
      slug: before.slug,
      contentType: before.contentType,
      wasPublished: before.published,
      item: storedRow(before),
      deletedBy: editor.id,
    });
    await tx.insert(trashedContentVersions).select(
      tx
        .select({
          id: v.id,
          contentId: v.contentId,
          number: v.number,
          kind: v.kind,
          restoredFrom: v.restoredFrom,
          item: v.item,
          actorId: v.actorId,
          createdAt: v.createdAt,
        })
        .from(v)
        .where(eq(v.contentId, id)),
    );
    // The versions in content_versions go with the row (the foreign key cascades); their copies stay.
    // The review and the release places go too, written down below (left-behind.ts).
    await tx.delete(contentSections).where(eq(contentSections.id, id));
    await auditReleasesLeft(tx, editor, id, left.releases);
    await writeAudit(tx, {
      userId: editor.id,
      action: "content_trashed",
      resourceType: "content_section",
      resourceId: id,
      oldValues: {
        title: before.title,
        slug: before.slug,
        published: before.published,
        version: before.version,
        review: left.review,
        releases: left.releases.map(({ id, name, status }) => ({ id, name, status })),
      },
      ip: editor.ip,
    });
    return { before, after: null };
  });
}
