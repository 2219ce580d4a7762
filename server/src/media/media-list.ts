import type { MediaListQuery, MediaListResponse } from "@helixmap/common/media/media-api";
import type { Role } from "@helixmap/common/roles";
import { and, desc, eq, like, notExists, notInArray, type SQL, sql } from "drizzle-orm";
import { containsPattern } from "../api/contains-pattern";
import { after, decodeCursor, positionOf, toPage } from "../api/list-cursor";
import type { Database } from "../db/client";
import { dataRoomDocuments, mediaAssets } from "../db/schema";
import { toMediaAsset } from "./serialize";

const m = mediaAssets;

/**
 * Partners see public and partner assets, except PDFs in the data room: those
 * reach them only stamped, through the data room, and their names only where a
 * grant allows. Administrators see every asset (no condition).
 */
export function mediaVisibleTo(db: Database, role: Role): SQL | undefined {
  if (role === "administrator") return undefined;
  const inDataRoom = db
    .select({ id: dataRoomDocuments.id })
    .from(dataRoomDocuments)
    .where(eq(dataRoomDocuments.assetId, m.id));
  return and(notInArray(m.visibility, ["admin"]), notExists(inDataRoom));
}

/**
 * One page of the library, newest change first (keyset paging on
 * updated_at desc, id desc, like the content list), of the assets the role
 * may see that match the search (name, alt text, a PDF's text) and kind.
 */
export async function listMediaPage(db: Database, role: Role, query: MediaListQuery): Promise<MediaListResponse> {
  const position = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await db
    .select({ row: m, id: m.id, position: positionOf(m.updatedAt) })
    .from(m)
    .where(
      and(
        mediaVisibleTo(db, role),
        query.search ? like(m.searchText, sql`lower(${containsPattern(query.search)})`) : undefined,
        query.kind ? eq(m.kind, query.kind) : undefined,
        position && after(m.updatedAt, m.id, position, "uuid"),
      ),
    )
    .orderBy(desc(m.updatedAt), desc(m.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = toPage(rows, query.limit);
  return { assets: page.map((r) => toMediaAsset(r.row)), nextCursor };
}
