import type { PageDocument, PageVersionSummary } from "@helixmap/common/pages/pages-api";
import { History, RotateCcw } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../api-client/api-request";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { displayName, formatDateTime } from "../ui/format";
import { QueryView } from "../ui/query-view";
import { usePageVersions } from "./list-page-versions";
import { PageVersionDiff } from "./page-version-diff";
import { useRestorePageVersion } from "./restore-page-version";

function describe(version: PageVersionSummary): string {
  if (version.kind === "seeded") return "The site's original text";
  if (version.kind === "media_replaced") return "A file it shows was replaced in the media library";
  if (version.restoredFrom !== null) return `Published, restoring version ${version.restoredFrom}`;
  return version.kind === "scheduled" ? "Published on schedule" : "Published";
}

/**
 * Every published version of the page, newest first. Any one can be compared
 * with the page as it stands, and restored: its values become the draft,
 * which goes live only when published.
 */
export function PageHistory({ page, canEdit }: { page: PageDocument; canEdit: boolean }) {
  const versions = usePageVersions(page.key);
  const restore = useRestorePageVersion();
  const [compared, setCompared] = useState<number | null>(null);

  const restoreVersion = (number: number) => {
    restore.mutate(
      { key: page.key, number },
      {
        onSuccess: (restored) => {
          setCompared(null);
          toast.success(
            restored.draft
              ? `Version ${number} is now the draft. Publish the changes to put it live.`
              : `Version ${number} says the same as the live page, so there is no draft.`,
          );
        },
        onError: (error) => toast.error(`Could not restore version ${number}`, { description: errorMessage(error) }),
      },
    );
  };

  return (
    <section aria-labelledby={`history-${page.key}`} className="space-y-3">
      <h3 id={`history-${page.key}`} className="flex items-center gap-2 font-semibold text-slate-900">
        <History aria-hidden="true" className="size-4" />
        History
      </h3>
      <QueryView
        query={versions}
        loadingLabel="Loading history"
        failureTitle="The history could not be loaded"
        empty="No versions yet."
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <ol className="space-y-2">
            {list.map((version) => (
              <li key={version.number} className="space-y-2" data-testid="version">
                <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-2">
                  <p className="text-sm text-slate-700">
                    <span className="font-semibold text-slate-900">Version {version.number}</span> · {describe(version)}
                    {version.number === page.version && " · live"}
                    {version.actor && <> · by {displayName(version.actor)}</>} ·{" "}
                    <time dateTime={version.createdAt}>{formatDateTime(version.createdAt)}</time>
                  </p>
                  <div className="flex gap-2">
                    <Button
                      variant="ghost"
                      aria-expanded={compared === version.number}
                      onClick={() => setCompared(compared === version.number ? null : version.number)}
                      aria-label={`Compare version ${version.number} with the current page`}
                    >
                      Compare
                    </Button>
                    {canEdit && (
                      <ConfirmDialog
                        title={`Restore version ${version.number}?`}
                        description="Its values become the page's draft, replacing any unsaved or saved draft. Visitors see it only after you publish the changes and deploy."
                        confirmLabel="Restore"
                        onConfirm={() => restoreVersion(version.number)}
                        trigger={
                          <Button
                            variant="secondary"
                            disabled={restore.isPending}
                            aria-label={`Restore version ${version.number}`}
                          >
                            <RotateCcw aria-hidden="true" className="size-4" />
                            Restore
                          </Button>
                        }
                      />
                    )}
                  </div>
                </div>
                {compared === version.number && <PageVersionDiff page={page} number={version.number} />}
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </section>
  );
}
