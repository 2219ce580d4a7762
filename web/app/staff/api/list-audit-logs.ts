import type { AuditEntry, AuditLogResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "./client";

export const AUDIT_LOGS_QUERY_KEY = ["audit-logs"] as const;

export async function listAuditLogs(): Promise<AuditEntry[]> {
  const { entries } = await apiRequest<AuditLogResponse>(API_PATHS.auditLogs);
  return entries;
}

export function useAuditLogs() {
  return useQuery({ queryKey: AUDIT_LOGS_QUERY_KEY, queryFn: listAuditLogs });
}
