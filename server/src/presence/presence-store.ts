import type { ResourceType } from "@helixmap/common/api";
import { PRESENCE_EXPIRES_MS } from "@helixmap/common/constants";
import type { PresenceResponse } from "@helixmap/common/presence/presence-api";
import { and, asc, eq, gt, lte, ne, sql } from "drizzle-orm";
import { iso, toActor } from "../api/serialize";
import type { Database } from "../db/client";
import { editingPresence, userProfiles } from "../db/schema";

const p = editingPresence;

/** What is being edited: an item (content_section) or a page document. */
export interface EditedThing {
  resourceType: Extract<ResourceType, "content_section" | "page_document">;
  resourceId: string;
}

const of = (thing: EditedThing) => and(eq(p.resourceType, thing.resourceType), eq(p.resourceId, thing.resourceId));
/** The database's clock decides expiry, the one every instance shares. */
const expiry = sql`now() - ${`${PRESENCE_EXPIRES_MS} milliseconds`}::interval`;

/**
 * A heartbeat: the caller has the thing open now. A stay that had expired
 * starts again (its `since` is now); expired stays of others are cleared.
 */
export async function heartbeat(db: Database, thing: EditedThing, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(p).where(and(of(thing), lte(p.seenAt, expiry)));
    await tx
      .insert(p)
      .values({ ...thing, userId })
      .onConflictDoUpdate({
        target: [p.resourceType, p.resourceId, p.userId],
        set: { seenAt: sql`now()` },
      });
  });
}

/** The caller has left: their notice goes at once. */
export async function leave(db: Database, thing: EditedThing, userId: string): Promise<void> {
  await db.delete(p).where(and(of(thing), eq(p.userId, userId)));
}

/** Everyone but the caller whose heartbeat has not expired. */
export async function othersEditing(db: Database, thing: EditedThing, userId: string): Promise<PresenceResponse> {
  const rows = await db
    .select({ since: p.since, seenAt: p.seenAt, email: userProfiles.email, fullName: userProfiles.fullName })
    .from(p)
    .innerJoin(userProfiles, eq(p.userId, userProfiles.id))
    .where(and(of(thing), ne(p.userId, userId), gt(p.seenAt, expiry)))
    .orderBy(asc(p.since));
  return {
    editors: rows.flatMap((row) => {
      const user = toActor(row);
      return user ? [{ user, since: iso(row.since), seenAt: iso(row.seenAt) }] : [];
    }),
  };
}
