import type { Release } from "@helixmap/common/releases/releases-api";
import type { releases } from "../db/schema";
import type { ContentRow, PageRow } from "./release-members";
import { toMembers } from "./release-members";

export type ReleaseRow = typeof releases.$inferSelect;

export function toRelease(row: ReleaseRow, members: { items: ContentRow[]; pages: PageRow[] }): Release {
  return {
    id: row.id,
    name: row.name,
    publishAt: row.publishAt?.toISOString() ?? null,
    status: row.status,
    problems: row.problems,
    ...toMembers(members),
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publishedBy: row.publishedBy,
  };
}
