import type { AuditAction, RESOURCE_TYPES } from "@helixmap/common/api";
import type { Executor } from "../db/client";
import { auditLogs } from "../db/schema";

export interface AuditEvent {
  /** The person acting (or, for login_failed, the account tried), if known. */
  userId: string | null;
  action: AuditAction;
  resourceType: (typeof RESOURCE_TYPES)[number];
  resourceId: string | null;
  oldValues?: unknown;
  newValues?: unknown;
  ip: string | null;
}

/** Writes one audit entry; callers pass their transaction so entry and change commit together. */
export async function writeAudit(executor: Executor, event: AuditEvent): Promise<void> {
  await executor.insert(auditLogs).values({
    userId: event.userId,
    action: event.action,
    resourceType: event.resourceType,
    resourceId: event.resourceId,
    oldValues: event.oldValues ?? null,
    newValues: event.newValues ?? null,
    ipAddress: event.ip,
  });
}
