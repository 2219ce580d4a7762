import type { DataRoomDocument, DataRoomFolder, GrantState } from "@helixmap/common/data-room/data-room-api";
import type { dataRoomDocuments, dataRoomFolders, dataRoomGrants, mediaAssets } from "../db/schema";

type FolderRow = typeof dataRoomFolders.$inferSelect;
type DocumentRow = typeof dataRoomDocuments.$inferSelect;
type AssetRow = typeof mediaAssets.$inferSelect;
type GrantRow = typeof dataRoomGrants.$inferSelect;

export function toDocument(doc: DocumentRow, asset: Pick<AssetRow, "filename" | "pages" | "bytes">): DataRoomDocument {
  return {
    id: doc.id,
    folderId: doc.folderId,
    assetId: doc.assetId,
    filename: asset.filename,
    pages: asset.pages,
    bytes: asset.bytes,
    viewOnly: doc.viewOnly,
    createdAt: doc.createdAt.toISOString(),
  };
}

export function toFolder(folder: FolderRow, documents: DataRoomDocument[]): DataRoomFolder {
  return {
    id: folder.id,
    name: folder.name,
    description: folder.description,
    position: folder.position,
    documents,
  };
}

export function grantState(grant: Pick<GrantRow, "revokedAt" | "expiresAt">, now: Date): GrantState {
  if (grant.revokedAt) return "revoked";
  if (grant.expiresAt && grant.expiresAt <= now) return "expired";
  return "active";
}
