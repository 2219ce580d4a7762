import type { AuditEntry } from "@helixmap/common/api";
import { type ActorColumns, iso, toActor } from "../api/serialize";
import type { auditLogs } from "../db/schema";

type AuditRow = typeof auditLogs.$inferSelect;

export function toAuditEntry(row: AuditRow, actor: ActorColumns): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    resourceType: row.resourceType,
    resourceId: row.resourceId,
    oldValues: row.oldValues,
    newValues: row.newValues,
    createdAt: iso(row.createdAt),
    actor: toActor(actor),
  };
}
