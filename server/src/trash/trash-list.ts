import type { TrashListResponse } from "@helixmap/common/trash/trash-api";
import { desc, eq, sql } from "drizzle-orm";
import { after as afterPosition, decodeCursor, positionOf, toPage } from "../api/list-cursor";
import { iso, toActor } from "../api/serialize";
import type { Database } from "../db/client";
import { trashedContentVersions, trashedItems, userProfiles } from "../db/schema";

const t = trashedItems;
const DAY_MS = 24 * 60 * 60_000;

/** One page of the Trash, newest deletion first (keyset on deleted_at desc, id desc, like the content list). */
export async function listTrash(
  db: Database,
  retentionDays: number,
  { limit, cursor }: { limit: number; cursor?: string },
): Promise<TrashListResponse> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  const rows = await db
    .select({
      id: t.id,
      title: t.title,
      slug: t.slug,
      contentType: t.contentType,
      wasPublished: t.wasPublished,
      deletedAt: t.deletedAt,
      email: userProfiles.email,
      fullName: userProfiles.fullName,
      versions:
        sql<number>`(select count(*) from ${trashedContentVersions} where ${trashedContentVersions.contentId} = ${t.id})`.mapWith(
          Number,
        ),
      position: positionOf(t.deletedAt),
    })
    .from(t)
    .leftJoin(userProfiles, eq(t.deletedBy, userProfiles.id))
    .where(after && afterPosition(t.deletedAt, t.id, after, "uuid"))
    .orderBy(desc(t.deletedAt), desc(t.id))
    .limit(limit + 1);
  const { page, nextCursor } = toPage(rows, limit);
  return {
    items: page.map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      contentType: row.contentType,
      wasPublished: row.wasPublished,
      deletedAt: iso(row.deletedAt),
      deletedBy: toActor(row),
      purgeAt: iso(new Date(row.deletedAt.getTime() + retentionDays * DAY_MS)),
      versions: row.versions,
    })),
    nextCursor,
  };
}
