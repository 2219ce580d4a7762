import type { AuditEntry } from "@helixmap/common/api";
import { AUDIT_LOG_LIMIT } from "@helixmap/common/constants";
import { RefreshCw } from "lucide-react";
import { Button } from "../../ui/button";
import { useAuditLogs } from "../api/list-audit-logs";
import { type Column, DataTable } from "../ui/data-table";
import { displayName, formatDateTime, humanize } from "../ui/format";
import { QueryView } from "../ui/query-view";

const AUDIT_COLUMNS: Column<AuditEntry>[] = [
  {
    header: "Action",
    className: "font-medium text-slate-900",
    cell: (entry) => (
      <>
        {humanize(entry.action)} <code className="ml-1 text-xs text-slate-500">{entry.action}</code>
      </>
    ),
  },
  { header: "Actor", className: "break-all", cell: (entry) => (entry.actor ? displayName(entry.actor) : "System") },
  { header: "Resource", cell: (entry) => humanize(entry.resourceType) },
  {
    header: "Time",
    className: "whitespace-nowrap",
    cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>,
  },
];

export function AuditLogsTab() {
  const logs = useAuditLogs();
  return (
    <section aria-labelledby="audit-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="audit-heading" className="text-xl font-semibold text-slate-900">
            Audit Logs
          </h2>
          <p className="text-sm text-slate-600">The latest {AUDIT_LOG_LIMIT} events, newest first.</p>
        </div>
        <Button variant="secondary" onClick={() => void logs.refetch()} disabled={logs.isFetching}>
          <RefreshCw aria-hidden="true" className={`size-4 ${logs.isFetching ? "animate-spin" : ""}`} />
          {logs.isFetching && !logs.isPending ? "Refreshing..." : "Refresh"}
        </Button>
      </div>
      <QueryView
        query={logs}
        loadingLabel="Loading audit logs"
        failureTitle="Audit logs could not be loaded"
        isEmpty={(entries) => entries.length === 0}
        empty="No audit events yet."
      >
        {(entries) => <DataTable rows={entries} columns={AUDIT_COLUMNS} rowTestId="audit-entry" />}
      </QueryView>
    </section>
  );
}
