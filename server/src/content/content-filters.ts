import {
  CONTENT_STATES,
  CONTENT_TYPES,
  type ContentCounts,
  type ContentListQuery,
  type ContentState,
  VISIBILITIES,
} from "@helixmap/common/api";
import { and, eq, isNotNull, like, or, type SQL, sql } from "drizzle-orm";
import { containsPattern } from "../api/contains-pattern";
import type { Executor } from "../db/client";
import { contentSections, reviewStates } from "../db/schema";

const c = contentSections;

/**
 * What each state means in terms of the item's columns. A state another
 * workflow adds (scheduled, unpublished changes) is one more entry here and in
 * CONTENT_STATES; the filter, the counts and the browser's choices follow.
 */
export const STATE_CONDITIONS: Record<ContentState, SQL> = {
  draft: eq(c.published, false),
  published: eq(c.published, true),
  changes: isNotNull(c.draft),
  scheduled: or(isNotNull(c.publishAt), isNotNull(c.unpublishAt)) as SQL,
  // A review row lasts only while the pending values are the ones submitted (server/src/review/).
  in_review: sql`exists (select 1 from ${reviewStates} where ${reviewStates.contentId} = ${c.id} and ${reviewStates.state} = 'in_review')`,
};

/** Title, slug or body contains the text, ignoring case: searched in their lower-cased copy, `search_text`. */
export function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return like(c.searchText, sql`lower(${containsPattern(q)})`);
}

type Facet = "type" | "visibility" | "state";

function facetCondition(facet: Facet, value: string): SQL {
  if (facet === "type") return eq(c.contentType, value as (typeof CONTENT_TYPES)[number]);
  if (facet === "visibility") return eq(c.visibility, value as (typeof VISIBILITIES)[number]);
  return STATE_CONDITIONS[value as ContentState];
}

type Filters = Pick<ContentListQuery, Facet>;

/** The conditions of every chosen filter, leaving out `except`. */
export function filterConditions(filters: Filters, except?: Facet): SQL | undefined {
  const chosen = (["type", "visibility", "state"] as const).filter((f) => f !== except && filters[f] !== undefined);
  return and(...chosen.map((f) => facetCondition(f, filters[f] as string)));
}

/**
 * For each value of each filter, how many items would match if that value
 * were chosen (keeping the search and the other filters): the numbers beside
 * the choices. One pass over the matching rows, one `count(*) filter` per value.
 */
export async function contentCounts(db: Executor, base: SQL | undefined, filters: Filters): Promise<ContentCounts> {
  const facets: [Facet, readonly string[]][] = [
    ["type", CONTENT_TYPES],
    ["visibility", VISIBILITIES],
    ["state", CONTENT_STATES],
  ];
  const columns: Record<string, SQL<number>> = {
    total: sql<number>`count(*) filter (where ${filterConditions(filters) ?? sql`true`})::int`,
  };
  for (const [facet, values] of facets) {
    for (const value of values) {
      const where = and(filterConditions(filters, facet), facetCondition(facet, value));
      columns[`${facet}:${value}`] = sql<number>`count(*) filter (where ${where})::int`;
    }
  }
  const [row] = await db.select(columns).from(c).where(base);
  const read = (key: string) => Number(row?.[key] ?? 0);
  const tally = <V extends string>(facet: Facet, values: readonly V[]) =>
    Object.fromEntries(values.map((v) => [v, read(`${facet}:${v}`)])) as Record<V, number>;
  return {
    total: read("total"),
    type: tally("type", CONTENT_TYPES),
    visibility: tally("visibility", VISIBILITIES),
    state: tally("state", CONTENT_STATES),
  };
}
