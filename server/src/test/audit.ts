import type { AuditAction } from "@helixmap/common/api";
import { desc, eq } from "drizzle-orm";
import { auditLogs } from "../db/schema";
import type { Harness } from "./harness";

/** Audit rows with the given action, newest first. */
export function auditRows(h: Harness, action: AuditAction) {
  return h.services.db.select().from(auditLogs).where(eq(auditLogs.action, action)).orderBy(desc(auditLogs.createdAt));
}

export async function auditCount(h: Harness): Promise<number> {
  return (await h.services.db.select({ id: auditLogs.id }).from(auditLogs)).length;
}
