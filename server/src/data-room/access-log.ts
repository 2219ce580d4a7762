import type { AccessLogEntry } from "@helixmap/common/data-room/data-room-api";
import { and, desc, eq } from "drizzle-orm";
import { csvField } from "../audit/audit-csv";
import type { Executor } from "../db/client";
import { dataRoomAccessLog, userProfiles } from "../db/schema";

export interface AccessLogFilter {
  documentId?: string;
  userId?: string;
  downloadId?: string;
}

/** Views and downloads, newest first, per document, per partner or by download id; `limit` unset for the CSV. */
export async function readAccessLog(db: Executor, filter: AccessLogFilter, limit?: number): Promise<AccessLogEntry[]> {
  const l = dataRoomAccessLog;
  const query = db
    .select({ entry: l, email: userProfiles.email, fullName: userProfiles.fullName })
    .from(l)
    .leftJoin(userProfiles, eq(userProfiles.id, l.userId))
    .where(
      and(
        filter.documentId ? eq(l.documentId, filter.documentId) : undefined,
        filter.userId ? eq(l.userId, filter.userId) : undefined,
        filter.downloadId ? eq(l.downloadId, filter.downloadId) : undefined,
      ),
    )
    .orderBy(desc(l.createdAt), desc(l.id));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(({ entry: e, email, fullName }) => ({
    id: e.id,
    kind: e.kind,
    downloadId: e.downloadId,
    userId: e.userId,
    email,
    fullName,
    documentId: e.documentId,
    assetId: e.assetId,
    filename: e.filename,
    fileSha256: e.fileSha256,
    ipAddress: e.ipAddress,
    createdAt: e.createdAt.toISOString(),
  }));
}

const HEADER = [
  "time",
  "kind",
  "download_id",
  "partner_name",
  "partner_email",
  "filename",
  "file_sha256",
  "document_id",
  "ip_address",
];

/** The CSV export (RFC 4180, CRLF, formula-looking values made inert like the audit export). */
export function accessLogCsv(entries: AccessLogEntry[]): string {
  const lines = entries.map((e) =>
    [
      e.createdAt,
      e.kind,
      e.downloadId,
      e.fullName ?? "",
      e.email ?? "",
      e.filename,
      e.fileSha256,
      e.documentId ?? "",
      e.ipAddress ?? "",
    ]
      .map(csvField)
      .join(","),
  );
  return [HEADER.join(","), ...lines].map((line) => `${line}\r\n`).join("");
}
