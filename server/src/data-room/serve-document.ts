import type { AccessKind } from "@helixmap/common/data-room/data-room-api";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { AppEnv } from "../api/app-env";
import { ApiProblem } from "../api/errors";
import { callerOf } from "../api/require-role";
import { writeAudit } from "../audit/write-audit";
import { dataRoomAccessLog, dataRoomDocuments, mediaAssets } from "../db/schema";
import { clientIp } from "../http/client-ip";
import { fileNamed } from "../media/put-files";
import type { Services } from "../services";
import { openFolders } from "./access-rules";
import { newDownloadId } from "./download-id";
import { watermarkPdf } from "./watermark";

const notFound = () => new ApiProblem(404, "NOT_FOUND", "No data room document with this id");

/**
 * A view or a download: the caller's access is checked now, a fresh
 * download id is stamped with their name, e-mail and the date on every page
 * of a copy, and the access-log entry and its audit entry commit together
 * before a byte is sent. The stored original is never sent.
 */
export async function serveDocument(s: Services, c: Context<AppEnv>, id: string, kind: AccessKind) {
  const caller = callerOf(c);
  const folders = await openFolders(s.db, caller);
  const [doc] = await s.db
    .select({ document: dataRoomDocuments, asset: mediaAssets })
    .from(dataRoomDocuments)
    .innerJoin(mediaAssets, eq(mediaAssets.id, dataRoomDocuments.assetId))
    .where(eq(dataRoomDocuments.id, id));
  // A document outside the caller's folders is answered like one that does not exist.
  if (!doc || (folders !== "all" && !folders.has(doc.document.folderId))) throw notFound();
  if (kind === "download" && doc.document.viewOnly) {
    throw new ApiProblem(403, "DATA_ROOM_VIEW_ONLY", "This document is view only: open it in the viewer");
  }
  const file = fileNamed(doc.asset.files, "file");
  const original = file ? await s.media.storage.get(file.key) : null;
  if (!file || !original) throw new ApiProblem(404, "NOT_FOUND", "The stored file is missing");
  const downloadId = newDownloadId();
  const stamped = await watermarkPdf(original, {
    name: caller.profile.fullName || caller.profile.email,
    email: caller.profile.email,
    date: new Date(),
    downloadId,
  });
  const ip = clientIp(c);
  await s.db.transaction(async (tx) => {
    await tx.insert(dataRoomAccessLog).values({
      kind,
      downloadId,
      userId: caller.profile.id,
      documentId: doc.document.id,
      assetId: doc.asset.id,
      filename: doc.asset.filename,
      fileSha256: doc.asset.sha256,
      ipAddress: ip,
    });
    await writeAudit(tx, {
      userId: caller.profile.id,
      action: kind === "view" ? "data_room_document_viewed" : "data_room_document_downloaded",
      resourceType: "data_room_document",
      resourceId: doc.document.id,
      newValues: { downloadId, filename: doc.asset.filename, sha256: doc.asset.sha256 },
      ip,
    });
  });
  const disposition = kind === "view" ? "inline" : "attachment";
  return c.body(stamped as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": "application/pdf",
    "Cache-Control": "private, no-store",
    "Content-Disposition": `${disposition}; filename="${doc.asset.filename.replace(/\.pdf$/i, "")}-${downloadId}.pdf"`,
    "X-Download-Id": downloadId,
  });
}
