import type { DocumentKey } from "@helixmap/common/pages/page-catalogue";
import type { PageSummary } from "@helixmap/common/pages/pages-api";
import { ArrowLeft, FileText, Pencil, Settings } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { formatDateTime } from "../ui/format";
import { QueryView } from "../ui/query-view";
import { LeaveDialog, LeaveGuard } from "./leave-guard";
import { usePages } from "./list-pages";
import { PageEditor } from "./page-editor";

function PageRow({ page, canEdit, onOpen }: { page: PageSummary; canEdit: boolean; onOpen: () => void }) {
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3"
      data-testid="page-row"
      data-page-key={page.key}
    >
      <div className="min-w-0">
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          {page.kind === "settings" && <Settings aria-hidden="true" className="size-4" />}
          {page.kind === "document" && <FileText aria-hidden="true" className="size-4" />}
          {page.title}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span>{page.kind === "document" ? `Document: ${page.path}` : (page.path ?? "Used by every page")}</span>
          <span>
            · Updated <time dateTime={page.updatedAt}>{formatDateTime(page.updatedAt)}</time>
          </span>
          {page.hasDraft && <Badge tone="accent">Unpublished changes</Badge>}
          {page.publishAt && (
            <Badge tone="blue">
              Scheduled: publish <time dateTime={page.publishAt}>{formatDateTime(page.publishAt)}</time>
            </Badge>
          )}
        </p>
      </div>
      <Button variant="secondary" onClick={onOpen} aria-label={`${canEdit ? "Edit" : "Open"} ${page.title}`}>
        <Pencil aria-hidden="true" className="size-4" />
        {canEdit ? "Edit" : "Open"}
      </Button>
    </li>
  );
}

/**
 * The Pages tab: the public pages, the site's HTML documents and the site
 * settings, each opening a form generated from its schema. Administrators
 * edit; partners read.
 */
export function PagesTab({
  canEdit,
  onDirtyChange: reportDirty,
}: {
  canEdit: boolean;
  /** Told whether an open form holds unsaved changes, so the dashboard asks before switching tabs. */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const pages = usePages();
  const [open, setOpen] = useState<PageSummary | null>(null);
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  useEffect(() => reportDirty?.(dirty), [dirty, reportDirty]);

  const close = () => {
    setOpen(null);
    setDirty(false);
    setAsking(false);
  };

  if (open) {
    return (
      <section aria-labelledby="page-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="page-heading" className="text-xl font-semibold text-slate-900">
            {open.title}
            {open.path && <span className="ml-2 text-base font-normal text-slate-600">{open.path}</span>}
          </h2>
          <Button variant="ghost" onClick={() => (dirty ? setAsking(true) : close())}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            All pages
          </Button>
        </div>
        <PageEditor
          pageKey={open.key as DocumentKey}
          title={open.title}
          canEdit={canEdit}
          dirty={dirty}
          onDirtyChange={onDirtyChange}
          onClose={close}
        />
        <LeaveGuard dirty={dirty} />
        <LeaveDialog open={asking} onStay={() => setAsking(false)} onLeave={close} />
      </section>
    );
  }

  return (
    <section aria-labelledby="pages-heading" className="space-y-4">
      <div>
        <h2 id="pages-heading" className="text-xl font-semibold text-slate-900">
          Pages
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Every public page, the site's HTML documents (the scientific foundation and the technology demo) and the site
          settings (the company's details and headline figures that pages and documents state). Changes are drafts until
          published, and reach visitors with the next deploy.
        </p>
      </div>
      <QueryView
        query={pages}
        loadingLabel="Loading pages"
        failureTitle="Pages could not be loaded"
        empty="No pages yet."
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <ul className="space-y-2">
            {list.map((page) => (
              <PageRow key={page.key} page={page} canEdit={canEdit} onOpen={() => setOpen(page)} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
