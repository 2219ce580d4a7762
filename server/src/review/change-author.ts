import { type ContentDraft, DRAFT_FIELDS } from "@helixmap/common/api";
import { desc, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { contentVersions, type pageDocuments } from "../db/schema";
import { fingerprintOf } from "./fingerprint";

type PageRow = typeof pageDocuments.$inferSelect;

/** How far back an item's versions are read to find who saved its pending values. */
const VERSIONS_READ = 200;

function pendingOfVersion(item: Record<string, unknown>): string | null {
  const draft = item.draft as ContentDraft | null;
  if (item.published === true && !draft) return null;
  const values: Record<string, unknown> = draft ?? item;
  return fingerprintOf(Object.fromEntries(DRAFT_FIELDS.map((key) => [key, values[key]])));
}

/**
 * The author of an item's pending change: whoever saved the version that
 * first held the exact pending values now waiting. Later versions with the
 * same values (a schedule set, a save that changed nothing) do not make
 * their saver the author. Null when the system wrote them (seed, schedule).
 */
export async function itemChangeAuthor(tx: Executor, id: string, pending: string): Promise<string | null> {
  const versions = await tx
    .select({ item: contentVersions.item, actorId: contentVersions.actorId })
    .from(contentVersions)
    .where(eq(contentVersions.contentId, id))
    .orderBy(desc(contentVersions.number))
    .limit(VERSIONS_READ);
  let author: string | null = null;
  for (const version of versions) {
    if (pendingOfVersion(version.item) !== pending) break;
    author = version.actorId;
  }
  return author;
}

/**
 * The author of a page's pending change: whoever saved its draft's values.
 * A later save that changed none of them keeps its author
 * (server/src/pages/changes/draft-saved.ts), as for items.
 */
export function pageChangeAuthor(row: PageRow): string | null {
  return row.draftUpdatedBy;
}
