import { and, desc, eq, gt, isNull, or } from "drizzle-orm";
import type { Caller } from "../api/app-env";
import { ApiProblem } from "../api/errors";
import type { Executor } from "../db/client";
import { dataRoomGrants, dataRoomNdaAcceptances, dataRoomNdaVersions } from "../db/schema";

/** The highest NDA version, or null before an administrator writes the first. */
export async function currentNda(db: Executor) {
  const [row] = await db
    .select({ version: dataRoomNdaVersions.version, text: dataRoomNdaVersions.text })
    .from(dataRoomNdaVersions)
    .orderBy(desc(dataRoomNdaVersions.version))
    .limit(1);
  return row ?? null;
}

/** A grant counts while it is neither revoked nor past its expiry, read at this request's time. */
export function grantIsValid(now: Date) {
  return and(isNull(dataRoomGrants.revokedAt), or(isNull(dataRoomGrants.expiresAt), gt(dataRoomGrants.expiresAt, now)));
}

/** The folders a partner holds a valid grant for, right now. */
export async function grantedFolderIds(db: Executor, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ folderId: dataRoomGrants.folderId })
    .from(dataRoomGrants)
    .where(and(eq(dataRoomGrants.userId, userId), grantIsValid(new Date())));
  return new Set(rows.map((r) => r.folderId));
}

export async function hasAccepted(db: Executor, userId: string, version: number): Promise<boolean> {
  const [row] = await db
    .select({ id: dataRoomNdaAcceptances.id })
    .from(dataRoomNdaAcceptances)
    .where(and(eq(dataRoomNdaAcceptances.userId, userId), eq(dataRoomNdaAcceptances.version, version)));
  return row !== undefined;
}

export const noAccess = () =>
  new ApiProblem(403, "DATA_ROOM_NO_ACCESS", "You have no access to the data room; an administrator grants it");
export const ndaRequired = () =>
  new ApiProblem(403, "DATA_ROOM_NDA_REQUIRED", "Accept the current NDA in the Data Room tab first");

/**
 * What a caller may open, decided afresh on every request (so an expiry or
 * a revocation applies to the very next one): administrators every folder;
 * a partner only the folders of their valid grants, and only once they have
 * accepted the current NDA version. A partner with no valid grant is refused
 * before learning anything, even whether an NDA exists.
 */
export async function openFolders(db: Executor, caller: Caller): Promise<"all" | Set<string>> {
  if (caller.profile.role === "administrator") return "all";
  const folders = await grantedFolderIds(db, caller.profile.id);
  if (folders.size === 0) throw noAccess();
  const nda = await currentNda(db);
  if (!nda || !(await hasAccepted(db, caller.profile.id, nda.version))) throw ndaRequired();
  return folders;
}
