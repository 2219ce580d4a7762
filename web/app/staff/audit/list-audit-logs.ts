import type { AuditFilters, AuditLogResponse } from "@helixmap/common/api";
import { API_PATHS, withQuery } from "@helixmap/common/api-paths";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";

export const AUDIT_LOGS_QUERY_KEY = ["audit-logs"] as const;

export function listAuditLogsPage(filters: AuditFilters, cursor: string | null): Promise<AuditLogResponse> {
  return apiRequest<AuditLogResponse>(API_PATHS.auditLogsPage({ ...filters, cursor }));
}

/** Entries matching the filters, newest first; the first page without filters is the latest 50. */
export function useAuditLogs(filters: AuditFilters = {}) {
  return useInfiniteQuery({
    queryKey: [...AUDIT_LOGS_QUERY_KEY, filters],
    queryFn: ({ pageParam }) => listAuditLogsPage(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Where the browser downloads the CSV of what the filters select (the server audits the export). */
export function auditExportHref(filters: AuditFilters): string {
  return withQuery(API_PATHS.auditLogsExport, { ...filters });
}
