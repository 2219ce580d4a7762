import { eq, lt } from "drizzle-orm";
import { writeAudit } from "../audit/write-audit";
import type { Database } from "../db/client";
import { trashedItems } from "../db/schema";
import type { Services } from "../services";
import { notInTrash } from "./restore-from-trash";

const DAY_MS = 24 * 60 * 60_000;
type Trashed = Pick<typeof trashedItems.$inferSelect, "id" | "title" | "slug" | "deletedAt">;

const forGoodValues = (row: Trashed) => ({ title: row.title, slug: row.slug, deletedAt: row.deletedAt.toISOString() });

/** Deletes one item in the Trash for good, its versions with it; the audit entry keeps its title and slug. */
export async function deleteForGood(db: Database, editor: { id: string; ip: string | null }, id: string) {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(trashedItems).where(eq(trashedItems.id, id)).returning();
    if (!deleted) throw notInTrash();
    await writeAudit(tx, {
      userId: editor.id,
      action: "content_deleted_for_good",
      resourceType: "content_section",
      resourceId: id,
      oldValues: forGoodValues(deleted),
      ip: editor.ip,
    });
  });
}

/**
 * The retention sweep's part for the Trash: items deleted more than
 * TRASH_RETENTION_DAYS ago go for good, each audited with no actor.
 */
export async function purgeExpiredTrash(s: Pick<Services, "db" | "env">, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - s.env.TRASH_RETENTION_DAYS * DAY_MS);
  return s.db.transaction(async (tx) => {
    const rows = await tx.delete(trashedItems).where(lt(trashedItems.deletedAt, cutoff)).returning();
    for (const row of rows) {
      await writeAudit(tx, {
        userId: null,
        action: "content_deleted_for_good",
        resourceType: "content_section",
        resourceId: row.id,
        oldValues: forGoodValues(row),
        newValues: { reason: "retention", retentionDays: s.env.TRASH_RETENTION_DAYS },
        ip: null,
      });
    }
    return rows.length;
  });
}
