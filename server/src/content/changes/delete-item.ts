import { eq } from "drizzle-orm";
import { writeAudit } from "../../audit/write-audit";
import { contentSections } from "../../db/schema";
import { toContentItem } from "../serialize";
import { type ContentServices, commitChange, type Editor, noItem } from "./item-write";

/** Removes an item for good; its versions go with it (the foreign key cascades), the audit entry keeps what it held. */
export async function deleteItem(s: ContentServices, editor: Editor, id: string): Promise<void> {
  await commitChange(s, editor, async (tx) => {
    const [deleted] = await tx.delete(contentSections).where(eq(contentSections.id, id)).returning();
    if (!deleted) throw noItem();
    await writeAudit(tx, {
      userId: editor.id,
      action: "content_deleted",
      resourceType: "content_section",
      resourceId: id,
      oldValues: toContentItem(deleted),
      ip: editor.ip,
    });
    return { before: deleted, after: null };
  });
}
