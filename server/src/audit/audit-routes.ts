import { type AuditFilters, auditExportQuerySchema, auditListQuerySchema } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { AUDIT_EXPORT_BATCH_ROWS, AUDIT_EXPORT_MAX_ROWS } from "@helixmap/common/constants";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { Hono } from "hono";
import { stream } from "hono/streaming";
import type { AppEnv } from "../api/app-env";
import type { ListPosition } from "../api/list-cursor";
import { positionOf } from "../api/list-cursor";
import { callerOf, requireRole } from "../api/require-role";
import { parseOrThrow } from "../api/validate";
import { auditLogs, userProfiles } from "../db/schema";
import { clientIp } from "../http/client-ip";
import type { Services } from "../services";
import { auditCsvHeaderLine, auditCsvLine } from "./audit-csv";
import { auditConditions, auditRowsQuery, listAuditPage } from "./audit-list";
import { toAuditEntry } from "./serialize";
import { writeAudit } from "./write-audit";

const a = auditLogs;

/** The filters an export used, for its own audit entry: only the ones that were set. */
function filtersUsed(filters: AuditFilters): Partial<AuditFilters> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

export function auditRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  app.get(API_PATHS.auditLogs, requireRole("administrator"), async (c) => {
    const query = parseOrThrow(auditListQuerySchema, c.req.query());
    return c.json(await listAuditPage(s.db, query));
  });

  /**
   * Every entry the filters select, newest first, as CSV (up to
   * AUDIT_EXPORT_MAX_ROWS). The export covers the log as it stood when asked:
   * entries written later, its own audit entry included, are not in it.
   */
  app.get(API_PATHS.auditLogsExport, requireRole("administrator"), async (c) => {
    const { profile } = callerOf(c);
    const filters = parseOrThrow(auditExportQuerySchema, c.req.query());
    const [newest] = await s.db
      .select({ id: a.id, position: positionOf(a.createdAt) })
      .from(a)
      .orderBy(desc(a.createdAt), desc(a.id))
      .limit(1);
    const upTo: SQL | undefined = newest
      ? sql`(${a.createdAt}, ${a.id}) <= (${newest.position}::timestamptz, ${newest.id}::uuid)`
      : undefined;
    const where = and(auditConditions(filters), upTo);
    const [total] = await s.db
      .select({ rows: count() })
      .from(a)
      .leftJoin(userProfiles, eq(a.userId, userProfiles.id))
      .where(where);
    const rows = Math.min(Number(total?.rows ?? 0), AUDIT_EXPORT_MAX_ROWS);
    await writeAudit(s.db, {
      userId: profile.id,
      action: "audit_exported",
      resourceType: "audit_log",
      resourceId: null,
      newValues: { filters: filtersUsed(filters), rows },
      ip: clientIp(c),
    });

    const day = new Date().toISOString().slice(0, 10);
    c.header("content-type", "text/csv; charset=utf-8");
    c.header("content-disposition", `attachment; filename="audit-log-${day}.csv"`);
    c.header("cache-control", "no-store");
    return stream(
      c,
      async (out) => {
        await out.write(auditCsvHeaderLine);
        let position: ListPosition | undefined;
        let sent = 0;
        while (sent < rows) {
          const batch = await auditRowsQuery(s.db, where, position, Math.min(AUDIT_EXPORT_BATCH_ROWS, rows - sent));
          if (batch.length === 0) break;
          await out.write(
            batch.map((r) => auditCsvLine(toAuditEntry(r.entry, { email: r.email, fullName: r.fullName }))).join(""),
          );
          sent += batch.length;
          const last = batch.at(-1)!;
          position = { time: last.position, id: last.id };
        }
      },
      async (err, out) => {
        s.log.error({ err }, "audit log export failed part-way");
        await out.close();
      },
    );
  });

  return app;
}
