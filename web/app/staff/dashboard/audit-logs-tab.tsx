import { AUDIT_LOG_LIMIT } from "@helixmap/common/constants";
import { RefreshCw } from "lucide-react";
import { Button } from "../../ui/button";
import { useAuditLogs } from "../api/list-audit-logs";
import { displayName, formatDateTime, humanize } from "../ui/format";
import { QueryView } from "../ui/query-view";

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
        {(entries) => (
          <div className="overflow-x-auto rounded-lg border border-slate-200">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    Action
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Actor
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Resource
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Time
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id} className="border-t border-slate-200" data-testid="audit-entry">
                    <td className="px-4 py-2 font-medium text-slate-900">
                      {humanize(entry.action)} <code className="ml-1 text-xs text-slate-500">{entry.action}</code>
                    </td>
                    <td className="px-4 py-2 break-all">{entry.actor ? displayName(entry.actor) : "System"}</td>
                    <td className="px-4 py-2">{humanize(entry.resourceType)}</td>
                    <td className="px-4 py-2 whitespace-nowrap">
                      <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
    </section>
  );
}
