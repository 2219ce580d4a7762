import { type ContentListQuery, type ContentListResponse, VISIBILITIES, type Visibility } from "@helixmap/common/api";
import { CONTENT_PREVIEW_LENGTH } from "@helixmap/common/constants";
import type { Role } from "@helixmap/common/roles";
import { and, desc, isNotNull, notInArray, type SQL, sql } from "drizzle-orm";
import { after as afterPosition, decodeCursor, type ListPosition, positionOf, toPage } from "../api/list-cursor";
import type { Database } from "../db/client";
import { contentSections } from "../db/schema";
import { contentCounts, filterConditions, searchCondition } from "./content-filters";
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

/** What the search and filters select among the items the role may see. */
type Selection = Pick<ContentListQuery, "q" | "type" | "visibility" | "state">;

/** The page's rows, plus one more when another page follows. */
export function contentPageQuery(
  db: Database,
  role: Role,
  limit: number,
  after: ListPosition | undefined,
  selection: Selection = {},
) {
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
      publishAt: c.publishAt,
      unpublishAt: c.unpublishAt,
      scheduleProblem: c.scheduleProblem,
      version: c.version,
      hasDraft: isNotNull(c.draft).mapWith(Boolean),
      // left() and char_length() count code points, so the preview never ends in half a character.
      preview: sql<string>`left(${c.content}, ${CONTENT_PREVIEW_LENGTH}::int)`,
      contentLength: sql<number>`char_length(${c.content})`,
      position: positionOf(c.updatedAt),
    })
    .from(c)
    .where(
      and(
        visibleTo(role),
        searchCondition(selection.q),
        filterConditions(selection),
        after && afterPosition(c.updatedAt, c.id, after, "uuid"),
      ),
    )
    .orderBy(desc(c.updatedAt), desc(c.id))
    .limit(limit + 1);
}

/**
 * One page of summaries, newest update first, of the items matching the
 * search and filters. Keyset paging on
 * (updated_at desc, id desc), served by content_sections_updated_at_id_idx: a
 * page costs the same wherever it starts, and items created while someone
 * pages (they sort first) never shift the later pages. The body never leaves
 * the database: only its first characters and its length do.
 */
export async function listContentPage(
  db: Database,
  role: Role,
  { limit, cursor, ...selection }: ContentListQuery,
): Promise<ContentListResponse> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  const [rows, counts] = await Promise.all([
    contentPageQuery(db, role, limit, after, selection),
    // The counts describe the whole selection, so the first page carries them and later pages skip the work.
    after ? null : contentCounts(db, and(visibleTo(role), searchCondition(selection.q)), selection),
  ]);
  const { page, nextCursor } = toPage(rows, limit);
  return { items: page.map(toContentSummary), nextCursor, counts };
}
