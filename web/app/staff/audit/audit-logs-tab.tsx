import { AUDIT_ACTIONS, type AuditEntry, type AuditFilters, RESOURCE_TYPES } from "@helixmap/common/api";
import { AUDIT_LOG_LIMIT } from "@helixmap/common/constants";
import { Download, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Button, buttonClass } from "../../ui/button";
import { type Column, DataTable } from "../ui/data-table";
import { displayName, formatDateTime, humanize } from "../ui/format";
import { DateFilter, FilterBar, FilterSelect, SearchBox } from "../ui/list-filters";
import { PagedView } from "../ui/paged-view";
import { dayRange } from "./audit-date-range";
import { auditExportHref, useAuditLogs } from "./list-audit-logs";

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

const ACTION_CHOICES = AUDIT_ACTIONS.map((action) => ({ value: action, label: humanize(action) }));
const RESOURCE_CHOICES = RESOURCE_TYPES.map((type) => ({ value: type, label: humanize(type) }));

type Chosen = Pick<AuditFilters, "action" | "actor" | "resourceType"> & { fromDay: string; toDay: string };

export function AuditLogsTab() {
  const [chosen, setChosen] = useState<Chosen>({ fromDay: "", toDay: "" });
  const { fromDay, toDay, ...rest } = chosen;
  const filters: AuditFilters = { ...rest, ...dayRange(fromDay, toDay) };
  const filtered = Object.values(filters).some((v) => v !== undefined);
  const logs = useAuditLogs(filters);
  const choose = (change: Partial<Chosen>) => setChosen((c) => ({ ...c, ...change }));

  return (
    <section aria-labelledby="audit-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="audit-heading" className="text-xl font-semibold text-slate-900">
            Audit Logs
          </h2>
          <p className="text-sm text-slate-600">
            {filtered
              ? "Events matching the filters, newest first."
              : `The latest ${AUDIT_LOG_LIMIT} events, newest first.`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a className={buttonClass("secondary")} href={auditExportHref(filters)} download>
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </a>
          <Button variant="secondary" onClick={() => void logs.refetch()} disabled={logs.isFetching}>
            <RefreshCw aria-hidden="true" className={`size-4 ${logs.isFetching ? "animate-spin" : ""}`} />
            {logs.isFetching && !logs.isPending ? "Refreshing..." : "Refresh"}
          </Button>
        </div>
      </div>
      <FilterBar label="Filter audit events">
        <FilterSelect
          label="Action"
          value={chosen.action}
          choices={ACTION_CHOICES}
          onChange={(action) => choose({ action })}
        />
        <SearchBox
          label="Actor name or e-mail"
          value={chosen.actor ?? ""}
          onSearch={(actor) => choose({ actor: actor || undefined })}
        />
        <FilterSelect
          label="Resource"
          value={chosen.resourceType}
          choices={RESOURCE_CHOICES}
          onChange={(resourceType) => choose({ resourceType })}
        />
        <DateFilter label="From (day)" value={fromDay} onChange={(day) => choose({ fromDay: day })} />
        <DateFilter label="To (day, included)" value={toDay} onChange={(day) => choose({ toDay: day })} />
      </FilterBar>
      <PagedView
        query={logs}
        itemsOf={(page) => page.entries}
        loadingLabel="Loading audit logs"
        failureTitle="Audit logs could not be loaded"
        moreFailureTitle="Older audit events could not be loaded"
        empty={filtered ? "No audit events match these filters." : "No audit events yet."}
      >
        {(entries) => <DataTable rows={entries} columns={AUDIT_COLUMNS} rowTestId="audit-entry" />}
      </PagedView>
    </section>
  );
}
