import type { MediaListQuery, MediaListResponse } from "@helixmap/common/media/media-api";
import type { Role } from "@helixmap/common/roles";
import { and, desc, eq, like, notInArray, type SQL, sql } from "drizzle-orm";
import { containsPattern } from "../api/contains-pattern";
import { after, decodeCursor, positionOf, toPage } from "../api/list-cursor";
import type { Database } from "../db/client";
import { mediaAssets } from "../db/schema";
import { toMediaAsset } from "./serialize";

const m = mediaAssets;

/** Partners see public and partner assets; administrators every one (no condition). */
export function mediaVisibleTo(role: Role): SQL | undefined {
  return role === "administrator" ? undefined : notInArray(m.visibility, ["admin"]);
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
        mediaVisibleTo(role),
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
