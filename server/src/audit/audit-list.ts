import type { AuditFilters, AuditListQuery, AuditLogResponse } from "@helixmap/common/api";
import { and, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import { containsPattern } from "../api/contains-pattern";
import { after, decodeCursor, type ListPosition, positionOf, toPage } from "../api/list-cursor";
import type { Executor } from "../db/client";
import { auditLogs, userProfiles } from "../db/schema";
import { toAuditEntry } from "./serialize";

const a = auditLogs;

/** What the filters select; `actor` matches the acting account's name or e-mail, so it leaves out system entries. */
export function auditConditions({ action, actor, resourceType, from, to }: AuditFilters): SQL | undefined {
  const pattern = actor ? containsPattern(actor) : undefined;
  return and(
    action ? eq(a.action, action) : undefined,
    resourceType ? eq(a.resourceType, resourceType) : undefined,
    pattern ? or(ilike(userProfiles.email, pattern), ilike(userProfiles.fullName, pattern)) : undefined,
    from ? gte(a.createdAt, new Date(from)) : undefined,
    to ? lt(a.createdAt, new Date(to)) : undefined,
  );
}

/** Entries with their actors, newest first, after `position` when given; `limit + 1` rows are asked for by callers that page. */
export function auditRowsQuery(db: Executor, where: SQL | undefined, position: ListPosition | undefined, rows: number) {
  return db
    .select({
      entry: a,
      id: a.id,
      position: positionOf(a.createdAt),
      email: userProfiles.email,
      fullName: userProfiles.fullName,
    })
    .from(a)
    .leftJoin(userProfiles, eq(a.userId, userProfiles.id))
    .where(and(where, position && after(a.createdAt, a.id, position, "uuid")))
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(rows);
}

/** One page of the audit log; the first page without filters is the latest AUDIT_LOG_LIMIT entries. */
export async function listAuditPage(
  db: Executor,
  { limit, cursor, ...filters }: AuditListQuery,
): Promise<AuditLogResponse> {
  const position = cursor === undefined ? undefined : decodeCursor(cursor);
  const rows = await auditRowsQuery(db, auditConditions(filters), position, limit + 1);
  const { page, nextCursor } = toPage(rows, limit);
  return {
    entries: page.map((r) => toAuditEntry(r.entry, { email: r.email, fullName: r.fullName })),
    nextCursor,
  };
}
