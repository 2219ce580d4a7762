import type { DataRoomFolder, FolderPatch } from "@helixmap/common/data-room/data-room-api";
import { asc, eq, inArray, max } from "drizzle-orm";
import { ApiProblem } from "../api/errors";
import { writeAudit } from "../audit/write-audit";
import type { Executor } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { dataRoomDocuments, dataRoomFolders, mediaAssets } from "../db/schema";
import { toDocument, toFolder } from "./serialize";

export interface Actor {
  userId: string;
  ip: string | null;
}

const folderNotFound = () => new ApiProblem(404, "NOT_FOUND", "No data room folder with this id");

/**
 * The names of the folders that hold the asset, in their order. Callers in a
 * transaction lock the asset row first, as `addDocument` does, so an asset
 * cannot enter a folder while its visibility changes.
 */
export async function foldersHolding(db: Executor, assetId: string): Promise<string[]> {
  const rows = await db
    .select({ name: dataRoomFolders.name })
    .from(dataRoomDocuments)
    .innerJoin(dataRoomFolders, eq(dataRoomFolders.id, dataRoomDocuments.folderId))
    .where(eq(dataRoomDocuments.assetId, assetId))
    .orderBy(asc(dataRoomFolders.position), asc(dataRoomFolders.name));
  return rows.map((r) => r.name);
}

/** Folders in their order with their documents; `only` limits them to a partner's granted folders. */
export async function listFolders(db: Executor, only: "all" | Set<string>): Promise<DataRoomFolder[]> {
  if (only !== "all" && only.size === 0) return [];
  const ids = only === "all" ? undefined : inArray(dataRoomFolders.id, [...only]);
  const folders = await db
    .select()
    .from(dataRoomFolders)
    .where(ids)
    .orderBy(asc(dataRoomFolders.position), asc(dataRoomFolders.name));
  if (folders.length === 0) return [];
  const docs = await db
    .select({ doc: dataRoomDocuments, asset: mediaAssets })
    .from(dataRoomDocuments)
    .innerJoin(mediaAssets, eq(mediaAssets.id, dataRoomDocuments.assetId))
    .where(
      inArray(
        dataRoomDocuments.folderId,
        folders.map((f) => f.id),
      ),
    )
    .orderBy(asc(mediaAssets.filename));
  return folders.map((f) =>
    toFolder(
      f,
      docs.filter((d) => d.doc.folderId === f.id).map((d) => toDocument(d.doc, d.asset)),
    ),
  );
}

async function folderWithDocuments(db: Executor, id: string): Promise<DataRoomFolder> {
  const [folder] = await listFolders(db, new Set([id]));
  if (!folder) throw folderNotFound();
  return folder;
}

export async function createFolder(
  db: Executor,
  input: { name: string; description: string },
  actor: Actor,
): Promise<DataRoomFolder> {
  return db.transaction(async (tx) => {
    const [last] = await tx.select({ position: max(dataRoomFolders.position) }).from(dataRoomFolders);
    const [row] = await tx
      .insert(dataRoomFolders)
      .values({ ...input, position: (last?.position ?? -1) + 1 })
      .returning();
    await writeAudit(tx, {
      userId: actor.userId,
      action: "data_room_folder_created",
      resourceType: "data_room_folder",
      resourceId: row!.id,
      newValues: { name: row!.name, description: row!.description, position: row!.position },
      ip: actor.ip,
    });
    return toFolder(row!, []);
  });
}

export async function updateFolder(db: Executor, id: string, patch: FolderPatch, actor: Actor) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(dataRoomFolders).where(eq(dataRoomFolders.id, id)).for("update");
    if (!before) throw folderNotFound();
    const [after] = await tx
      .update(dataRoomFolders)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(dataRoomFolders.id, id))
      .returning();
    const values = (r: typeof before) => ({ name: r.name, description: r.description, position: r.position });
    await writeAudit(tx, {
      userId: actor.userId,
      action: "data_room_folder_updated",
      resourceType: "data_room_folder",
      resourceId: id,
      oldValues: values(before),
      newValues: values(after!),
      ip: actor.ip,
    });
    return folderWithDocuments(tx, id);
  });
}

/** Deletes the folder with its documents and grants (the media assets stay in the library). */
export async function deleteFolder(db: Executor, id: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(dataRoomFolders).where(eq(dataRoomFolders.id, id)).returning();
    if (!before) throw folderNotFound();
    await writeAudit(tx, {
      userId: actor.userId,
      action: "data_room_folder_deleted",
      resourceType: "data_room_folder",
      resourceId: id,
      oldValues: { name: before.name, description: before.description },
      ip: actor.ip,
    });
  });
}

/** Only a PDF the library keeps from the public (visibility partner or admin) may enter the data room. */
export async function addDocument(
  db: Executor,
  folderId: string,
  input: { assetId: string; viewOnly: boolean },
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    const [folder] = await tx.select().from(dataRoomFolders).where(eq(dataRoomFolders.id, folderId));
    if (!folder) throw folderNotFound();
    // Locked, so a PATCH making it public waits for this insert and then sees it (MEDIA_IN_DATA_ROOM).
    const [asset] = await tx.select().from(mediaAssets).where(eq(mediaAssets.id, input.assetId)).for("update");
    const problem = !asset
      ? "No media asset with this id"
      : asset.kind !== "document"
        ? "Only a PDF can enter the data room"
        : asset.visibility === "public"
          ? "This PDF is public in the media library; make it partner or admin first"
          : null;
    if (problem || !asset)
      throw new ApiProblem(400, "VALIDATION_FAILED", "Some fields are not valid", { assetId: problem ?? "" });
    let row: typeof dataRoomDocuments.$inferSelect;
    try {
      [row] = (await tx
        .insert(dataRoomDocuments)
        .values({ folderId, assetId: asset.id, viewOnly: input.viewOnly, createdBy: actor.userId })
        .returning()) as [typeof dataRoomDocuments.$inferSelect];
    } catch (err) {
      if (isUniqueViolation(err))
        throw new ApiProblem(409, "CONFLICT", `"${asset.filename}" is already in this folder`);
      throw err;
    }
    await writeAudit(tx, {
      userId: actor.userId,
      action: "data_room_document_added",
      resourceType: "data_room_document",
      resourceId: row.id,
      newValues: { folderId, folder: folder.name, assetId: asset.id, filename: asset.filename, viewOnly: row.viewOnly },
      ip: actor.ip,
    });
    return toDocument(row, asset);
  });
}

export async function removeDocument(db: Executor, id: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(dataRoomDocuments).where(eq(dataRoomDocuments.id, id)).returning();
    if (!before) throw new ApiProblem(404, "NOT_FOUND", "No data room document with this id");
    await writeAudit(tx, {
      userId: actor.userId,
      action: "data_room_document_removed",
      resourceType: "data_room_document",
      resourceId: id,
      oldValues: { folderId: before.folderId, assetId: before.assetId, viewOnly: before.viewOnly },
      ip: actor.ip,
    });
  });
}
