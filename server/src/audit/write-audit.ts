import type { AuditAction, ResourceType } from "@helixmap/common/api";
import type { Executor } from "../db/client";
import { auditLogs } from "../db/schema";
import { shortenValues } from "./shorten-values";

export interface AuditEvent {
  /** The person acting (or, for login_failed, the account tried), if known. */
  userId: string | null;
  action: AuditAction;
  resourceType: ResourceType;
  resourceId: string | null;
  oldValues?: unknown;
  newValues?: unknown;
  ip: string | null;
}

/**
 * Writes one audit entry; callers pass their transaction so entry and change
 * commit together. Very long values are stored shortened and marked
 * (shortenValues), so an entry stays small whatever it records.
 */
export async function writeAudit(executor: Executor, event: AuditEvent): Promise<void> {
  await executor.insert(auditLogs).values({
    userId: event.userId,
    action: event.action,
    resourceType: event.resourceType,
    resourceId: event.resourceId,
    oldValues: event.oldValues === undefined ? null : shortenValues(event.oldValues),
    newValues: event.newValues === undefined ? null : shortenValues(event.newValues),
    ipAddress: event.ip,
  });
}
