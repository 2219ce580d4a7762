import { API_PATHS } from "@helixmap/common/api-paths";
import { AUDIT_LOG_LIMIT } from "@helixmap/common/constants";
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { auditLogs, userProfiles } from "../db/schema";
import type { Services } from "../services";
import type { AppEnv } from "./app-env";
import { requireRole } from "./require-role";
import { toAuditEntry } from "./serialize";

export function auditRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  app.get(API_PATHS.auditLogs, requireRole("administrator"), async (c) => {
    const rows = await s.db
      .select({ entry: auditLogs, email: userProfiles.email, fullName: userProfiles.fullName })
      .from(auditLogs)
      .leftJoin(userProfiles, eq(auditLogs.userId, userProfiles.id))
      .orderBy(desc(auditLogs.createdAt))
      .limit(AUDIT_LOG_LIMIT);
    return c.json({ entries: rows.map((r) => toAuditEntry(r.entry, { email: r.email, fullName: r.fullName })) });
  });

  return app;
}
