import { API_PATHS } from "@helixmap/common/api-paths";
import type { MediaUser } from "@helixmap/common/media/media-api";
import { SITE_KEY, SITE_TITLE } from "@helixmap/common/pages/page-catalogue";
import { asc, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { contentSections, pageDocuments } from "../db/schema";

/** Text that contains the reference: a plain substring test (strpos), so nothing in the id is a pattern. */
function mentions(column: SQL | typeof contentSections.content, reference: string): SQL {
  return sql`strpos(${column}, ${reference}) > 0`;
}

/**
 * Every item and page whose Markdown or image/document fields refer to the
 * asset, in the live values or a draft: a reference is the asset's `url`
 * (`/api/media/<id>/file`) anywhere in the stored text.
 */
export async function usersOf(db: Executor, assetId: string): Promise<MediaUser[]> {
  const reference = API_PATHS.mediaFile(assetId);
  const c = contentSections;
  const items = await db
    .select({ id: c.id, title: c.title })
    .from(c)
    .where(
      or(
        mentions(c.content, reference),
        mentions(sql`${c.fields}::text`, reference),
        mentions(sql`coalesce(${c.draft}::text, '')`, reference),
      ),
    )
    .orderBy(asc(c.title));
  const p = pageDocuments;
  const pages = await db
    .select({ key: p.key, title: sql<string | null>`${p.fields}->>'title'` })
    .from(p)
    .where(or(mentions(sql`${p.fields}::text`, reference), mentions(sql`coalesce(${p.draft}::text, '')`, reference)))
    .orderBy(asc(p.key));
  return [
    ...items.map((i): MediaUser => ({ type: "item", id: i.id, title: i.title })),
    ...pages.map(
      (page): MediaUser => ({
        type: "page",
        key: page.key,
        title: page.key === SITE_KEY ? SITE_TITLE : (page.title ?? page.key),
      }),
    ),
  ];
}

/** "Press release X", "page About": the users in words, for a refusal. */
export function describeUsers(users: MediaUser[]): string {
  return users.map((u) => (u.type === "item" ? `item "${u.title}"` : `page "${u.title}"`)).join(", ");
}
