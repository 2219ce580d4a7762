import { APPLICATION_STATUS_LABELS, CONDITION_LABELS } from "@helixmap/common/trial-application-terms";
import type { ApplicationSummary } from "@helixmap/common/trial-applications";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../api-client/api-request";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { statusTone } from "../../ui/tones";
import { type Column, DataTable } from "../ui/data-table";
import { inputClass } from "../ui/form-field";
import { formatDateTime } from "../ui/format";
import { QueryView } from "../ui/query-view";
import { ApplicationDetailView } from "./application-detail";
import { useExportApplications } from "./export-applications";
import { useApplications } from "./list-applications";

/**
 * Trial pre-screening applications, administrators only: a page of
 * summaries (no contact or health details), search by whole reference or
 * e-mail, CSV export of the selected ones, and the detail view.
 */
export function ApplicationsTab() {
  const [params, setParams] = useState({ page: 1, q: "" });
  const [draft, setDraft] = useState("");
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useApplications(params);
  const exporter = useExportApplications();

  if (openId) {
    return (
      <ApplicationDetailView
        id={openId}
        onClose={() => setOpenId(null)}
        onDeleted={() => {
          setSelected((s) => new Set([...s].filter((id) => id !== openId)));
          setOpenId(null);
        }}
      />
    );
  }

  const search = (e: FormEvent) => {
    e.preventDefault();
    setParams({ page: 1, q: draft.trim() });
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const runExport = () => {
    const ids = [...selected];
    exporter.mutate(ids, {
      onSuccess: () => toast.success(`Exported ${ids.length} application${ids.length === 1 ? "" : "s"}`),
      onError: (error) => toast.error("The export failed", { description: errorMessage(error) }),
    });
  };

  const columns: Column<ApplicationSummary>[] = [
    {
      header: "Select",
      cell: (a) => (
        <input
          type="checkbox"
          className="size-4 accent-accent-700"
          aria-label={`Select ${a.reference}`}
          checked={selected.has(a.id)}
          onChange={(e) => toggle(a.id, e.target.checked)}
        />
      ),
    },
    { header: "Reference", cell: (a) => <span className="font-mono font-semibold">{a.reference}</span> },
    { header: "Received", cell: (a) => <time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time> },
    { header: "Condition", cell: (a) => CONDITION_LABELS[a.condition] },
    {
      header: "Status",
      cell: (a) => <Badge tone={statusTone(a.status)}>{APPLICATION_STATUS_LABELS[a.status]}</Badge>,
    },
    {
      header: "Details",
      cell: (a) => (
        <Button variant="secondary" onClick={() => setOpenId(a.id)} aria-label={`Open ${a.reference}`}>
          Open
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="applications-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="applications-heading" className="text-xl font-semibold text-slate-900">
          Applications
        </h2>
        <Button onClick={runExport} disabled={selected.size === 0 || exporter.isPending}>
          {exporter.isPending ? "Exporting..." : `Export selected (${selected.size})`}
        </Button>
      </div>
      <form onSubmit={search} aria-label="Search applications" className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor="applications-search" className="block text-sm font-medium text-slate-800">
            Search by reference or e-mail
          </label>
          <input
            id="applications-search"
            type="search"
            className={`${inputClass} mt-1`}
            placeholder="HM-XXXX-XXXX or name@example.org"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
        {params.q && (
          <Button
            variant="ghost"
            onClick={() => {
              setDraft("");
              setParams({ page: 1, q: "" });
            }}
          >
            Show all
          </Button>
        )}
      </form>
      <p className="text-sm text-slate-600">
        Contact and health details are encrypted; opening or exporting an application is recorded in the audit log.
      </p>
      <QueryView
        query={list}
        loadingLabel="Loading applications"
        failureTitle="Applications could not be loaded"
        isEmpty={(data) => data.total === 0}
        empty={params.q ? `No application matches ${params.q}.` : "No applications yet."}
      >
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
          return (
            <div className="space-y-3">
              <DataTable rows={data.applications} columns={columns} rowTestId="application-row" />
              <nav aria-label="Application pages" className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-slate-600">
                  Page {data.page} of {pages} · {data.total} application{data.total === 1 ? "" : "s"}
                </p>
                <div className="flex gap-2">
                  <Button
                    variant="ghost"
                    disabled={data.page <= 1}
                    onClick={() => setParams((p) => ({ ...p, page: p.page - 1 }))}
                  >
                    Previous page
                  </Button>
                  <Button
                    variant="ghost"
                    disabled={data.page >= pages}
                    onClick={() => setParams((p) => ({ ...p, page: p.page + 1 }))}
                  >
                    Next page
                  </Button>
                </div>
              </nav>
            </div>
          );
        }}
      </QueryView>
    </section>
  );
}
