import type { DocumentKey } from "@helixmap/common/pages/page-catalogue";
import { and, asc, eq, isNotNull, lte } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { pageDocuments } from "../../db/schema";
import type { PageRow } from "../page-rows";
import { commitPageChange, type PageServices } from "./page-write";
import { publishedDraft } from "./publish-changes";

/** Keys of pages whose publish time has come. */
export async function duePageKeys(db: Executor): Promise<DocumentKey[]> {
  const rows = await db
    .select({ key: pageDocuments.key })
    .from(pageDocuments)
    .where(and(isNotNull(pageDocuments.publishAt), lte(pageDocuments.publishAt, new Date())))
    .orderBy(asc(pageDocuments.publishAt));
  return rows.map((r) => r.key as DocumentKey);
}

/** Publishes a due page's draft as the scheduler (no person); a time cleared meanwhile is left alone. */
export function applyPageSchedule(s: PageServices, key: DocumentKey): Promise<PageRow> {
  return commitPageChange(
    s,
    { id: null, ip: null },
    key,
    (before) => {
      if (!before.publishAt || before.publishAt.getTime() > Date.now()) return null;
      return publishedDraft(key, before, "scheduled");
    },
    { scheduled: true },
  );
}

/** A due time that failed is cleared and its reason kept, so it is shown rather than retried every minute. */
export async function reportFailedPageSchedule(db: Executor, key: DocumentKey, reason: string): Promise<void> {
  await db.update(pageDocuments).set({ publishAt: null, scheduleProblem: reason }).where(eq(pageDocuments.key, key));
}
