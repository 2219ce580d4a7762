import { type ContentListQuery, type ContentListResponse, VISIBILITIES, type Visibility } from "@helixmap/common/api";
import { CONTENT_PREVIEW_LENGTH } from "@helixmap/common/constants";
import type { Role } from "@helixmap/common/roles";
import { and, desc, notInArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { contentSections } from "../db/schema";
import { decodeCursor, encodeCursor, type ListPosition } from "./content-cursor";
import { toContentSummary } from "./serialize";

const c = contentSections;

const PARTNER_VISIBLE: readonly Visibility[] = ["public", "partner"];
const HIDDEN_FROM_PARTNERS = VISIBILITIES.filter((v) => !PARTNER_VISIBLE.includes(v));

/**
 * Partners see public and partner items; administrators see everything (no
 * condition). Written as "none of the others", the same rows since the column
 * is a NOT NULL enum, because PGlite never gathers statistics: without them
 * the planner guesses that `in ('public', 'partner')` keeps 1% of the rows and
 * sorts the whole table instead of reading the first page off the index
 * (about 4× slower at 1,000 items), while it guesses that `not in` keeps
 * nearly all of them, which is the truth.
 */
export function visibleTo(role: Role): SQL | undefined {
  return role === "administrator" ? undefined : notInArray(c.visibility, HIDDEN_FROM_PARTNERS);
}

/** The page's rows, plus one more when another page follows. */
export function contentPageQuery(db: Database, role: Role, limit: number, after: ListPosition | undefined) {
  return db
    .select({
      id: c.id,
      title: c.title,
      slug: c.slug,
      visibility: c.visibility,
      contentType: c.contentType,
      published: c.published,
      summary: c.summary,
      displayDate: c.displayDate,
      fields: c.fields,
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
    .limit(limit + 1);
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
  const rows = await contentPageQuery(db, role, limit, after);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toContentSummary),
    nextCursor: rows.length > limit && last ? encodeCursor({ updatedAt: last.position, id: last.id }) : null,
  };
}
