import type { DataRoomGrant } from "@helixmap/common/data-room/data-room-api";
import { and, desc, eq, type SQL } from "drizzle-orm";
import { ApiProblem } from "../api/errors";
import { writeAudit } from "../audit/write-audit";
import type { Executor } from "../db/client";
import { dataRoomFolders, dataRoomGrants, userProfiles } from "../db/schema";
import type { Actor } from "./folders";
import { grantState } from "./serialize";

async function grantsWhere(db: Executor, where: SQL | undefined): Promise<DataRoomGrant[]> {
  const now = new Date();
  const rows = await db
    .select({
      grant: dataRoomGrants,
      email: userProfiles.email,
      fullName: userProfiles.fullName,
      folderName: dataRoomFolders.name,
    })
    .from(dataRoomGrants)
    .innerJoin(userProfiles, eq(userProfiles.id, dataRoomGrants.userId))
    .innerJoin(dataRoomFolders, eq(dataRoomFolders.id, dataRoomGrants.folderId))
    .where(where)
    .orderBy(desc(dataRoomGrants.createdAt));
  return rows.map(({ grant: g, email, fullName, folderName }) => ({
    id: g.id,
    userId: g.userId,
    email,
    fullName,
    folderId: g.folderId,
    folderName,
    expiresAt: g.expiresAt?.toISOString() ?? null,
    revokedAt: g.revokedAt?.toISOString() ?? null,
    state: grantState(g, now),
    createdAt: g.createdAt.toISOString(),
  }));
}

/** Every grant, newest first: per partner (`userId`), per folder (`folderId`), or all. */
export function listGrants(db: Executor, filter: { userId?: string; folderId?: string }) {
  return grantsWhere(
    db,
    and(
      filter.userId ? eq(dataRoomGrants.userId, filter.userId) : undefined,
      filter.folderId ? eq(dataRoomGrants.folderId, filter.folderId) : undefined,
    ),
  );
}

const invalid = (fields: Record<string, string>) =>
  new ApiProblem(400, "VALIDATION_FAILED", "Some fields are not valid", fields);

export async function createGrant(
  db: Executor,
  input: { userId: string; folderId: string; expiresAt?: string | null },
  actor: Actor,
): Promise<DataRoomGrant> {
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt <= new Date()) throw invalid({ expiresAt: "The expiry must be in the future" });
  const id = await db.transaction(async (tx) => {
    const [person] = await tx.select().from(userProfiles).where(eq(userProfiles.id, input.userId));
    if (!person) throw invalid({ userId: "No person with this id" });
    if (person.role !== "partner") throw invalid({ userId: "Only a partner can be granted access" });
    const [folder] = await tx.select().from(dataRoomFolders).where(eq(dataRoomFolders.id, input.folderId));
    if (!folder) throw invalid({ folderId: "No data room folder with this id" });
    const [row] = await tx
      .insert(dataRoomGrants)
      .values({ userId: person.id, folderId: folder.id, expiresAt, grantedBy: actor.userId })
      .returning();
    await writeAudit(tx, {
      userId: actor.userId,
      action: "data_room_access_granted",
      resourceType: "data_room_grant",
      resourceId: row!.id,
      newValues: { partner: person.email, folder: folder.name, expiresAt: expiresAt?.toISOString() ?? null },
      ip: actor.ip,
    });
    return row!.id;
  });
  const [grant] = await grantsWhere(db, eq(dataRoomGrants.id, id));
  return grant!;
}

/** Ends a grant at once (the row stays, for the record); revoking twice changes nothing. */
export async function revokeGrant(db: Executor, id: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(dataRoomGrants).where(eq(dataRoomGrants.id, id)).for("update");
    if (!before) throw new ApiProblem(404, "NOT_FOUND", "No data room grant with this id");
    if (before.revokedAt) return;
    await tx
      .update(dataRoomGrants)
      .set({ revokedAt: new Date(), revokedBy: actor.userId })
      .where(eq(dataRoomGrants.id, id));
    await writeAudit(tx, {
      userId: actor.userId,
      action: "data_room_access_revoked",
      resourceType: "data_room_grant",
      resourceId: id,
      oldValues: {
        userId: before.userId,
        folderId: before.folderId,
        expiresAt: before.expiresAt?.toISOString() ?? null,
      },
      ip: actor.ip,
    });
  });
}
