import type { Actor } from "@helixmap/common/api";
import {
  type DocumentKey,
  documentKind,
  publicPathOf,
  SITE_KEY,
  SITE_TITLE,
} from "@helixmap/common/pages/page-catalogue";
import type { PageDocument, PageSummary, PageVersionSummary } from "@helixmap/common/pages/pages-api";
import { inArray } from "drizzle-orm";
import { iso, toActor } from "../api/serialize";
import type { Executor } from "../db/client";
import { type pageVersions, userProfiles } from "../db/schema";
import type { PageRow } from "./page-rows";

/** A page's title as staff know it: the site settings' name, or the page's (or document's) own title field as it stands now. */
function titleOf(row: PageRow): string {
  if (row.key === SITE_KEY) return SITE_TITLE;
  const values = (row.draft ?? row.fields) as { title?: unknown };
  return typeof values.title === "string" ? values.title : row.key;
}

export function toPageSummary(row: PageRow): PageSummary {
  const key = row.key as DocumentKey;
  return {
    key,
    kind: documentKind(key),
    path: publicPathOf(key),
    title: titleOf(row),
    updatedAt: iso(row.updatedAt),
    hasDraft: row.draft !== null,
    publishAt: row.publishAt ? iso(row.publishAt) : null,
    version: row.editVersion,
  };
}

/** The people who last changed a page, by id, in one query. */
export async function actorsOf(db: Executor, ids: (string | null)[]): Promise<Map<string, Actor>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: userProfiles.id, email: userProfiles.email, fullName: userProfiles.fullName })
    .from(userProfiles)
    .where(inArray(userProfiles.id, wanted));
  return new Map(rows.flatMap((r) => (toActor(r) ? [[r.id, toActor(r)!] as const] : [])));
}

export async function toPageDocument(db: Executor, row: PageRow): Promise<PageDocument> {
  const actors = await actorsOf(db, [row.updatedBy, row.draftUpdatedBy, row.editedBy]);
  return {
    ...toPageSummary(row),
    fields: row.fields,
    draft: row.draft,
    liveVersion: row.version,
    editedAt: iso(row.editedAt),
    editedBy: row.editedBy ? (actors.get(row.editedBy) ?? null) : null,
    updatedBy: row.updatedBy ? (actors.get(row.updatedBy) ?? null) : null,
    draftUpdatedAt: row.draftUpdatedAt ? iso(row.draftUpdatedAt) : null,
    draftUpdatedBy: row.draftUpdatedBy ? (actors.get(row.draftUpdatedBy) ?? null) : null,
    scheduleProblem: row.scheduleProblem,
  };
}

export function toVersionSummary(
  row: typeof pageVersions.$inferSelect,
  actors: Map<string, Actor>,
): PageVersionSummary {
  return {
    number: row.number,
    kind: row.kind,
    restoredFrom: row.restoredFrom,
    createdAt: iso(row.createdAt),
    actor: row.actorId ? (actors.get(row.actorId) ?? null) : null,
  };
}
