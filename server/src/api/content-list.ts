import type { ContentListQuery, ContentListResponse } from "@helixmap/common/api";
import { CONTENT_PREVIEW_LENGTH } from "@helixmap/common/constants";
import type { Role } from "@helixmap/common/roles";
import { and, desc, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { contentSections } from "../db/schema";
import { decodeCursor, encodeCursor } from "./content-cursor";
import { toContentSummary } from "./serialize";

const c = contentSections;

/** Partners see public and partner items; administrators see everything (no condition). */
export function visibleTo(role: Role): SQL | undefined {
  return role === "administrator" ? undefined : inArray(c.visibility, ["public", "partner"]);
}

/**
 * One page of summaries, newest update first. Keyset paging on
 * (updated_at desc, id desc), served by content_sections_updated_at_id_idx: a
 * page costs the same wherever it starts, and items created while someone
 * pages (they sort first) never shift the later pages. The body never leaves
 * the database: only its first characters and its length do.
 */
export async function listContentPage(
  db: Database,
  role: Role,
  { limit, cursor }: ContentListQuery,
): Promise<ContentListResponse> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  const rows = await db
    .select({
      id: c.id,
      title: c.title,
      slug: c.slug,
      visibility: c.visibility,
      contentType: c.contentType,
      published: c.published,
      authorId: c.authorId,
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
      // left() and char_length() count code points, so the preview never ends in half a character.
      preview: sql<string>`left(${c.content}, ${CONTENT_PREVIEW_LENGTH}::int)`,
      contentLength: sql<number>`char_length(${c.content})`,
      position: sql<string>`to_char(${c.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(c)
    .where(
      and(
        visibleTo(role),
        after && sql`(${c.updatedAt}, ${c.id}) < (${after.updatedAt}::timestamptz, ${after.id}::uuid)`,
      ),
    )
    .orderBy(desc(c.updatedAt), desc(c.id))
    // One row more than asked tells whether another page follows.
    .limit(limit + 1);

  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toContentSummary),
    nextCursor: rows.length > limit && last ? encodeCursor({ updatedAt: last.position, id: last.id }) : null,
  };
}
