import type { ContentItem, ContentVersionSummary } from "@helixmap/common/api";
import { History, RotateCcw } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../api-client/api-request";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { displayName, formatDateTime } from "../ui/format";
import { PagedView } from "../ui/paged-view";
import { useVersions } from "./list-versions";
import { useRestoreVersion } from "./restore-version";
import { VersionDiff } from "./version-diff";

function describe(version: ContentVersionSummary): string {
  if (version.kind === "created") return "Created";
  if (version.kind === "restored") return `Restored version ${version.restoredFrom}`;
  if (version.kind === "media_replaced") return "A file it shows was replaced in the media library";
  return "Saved";
}

/** The item's saves, newest first; any one can be compared with the current item and restored. */
export function VersionHistory({ item }: { item: ContentItem }) {
  const versions = useVersions(item.id);
  const restore = useRestoreVersion();
  const [compared, setCompared] = useState<number | null>(null);

  const restoreVersion = (number: number) => {
    restore.mutate(
      { id: item.id, number },
      {
        onSuccess: () => {
          setCompared(null);
          toast.success(`Version ${number} restored`);
        },
        onError: (error) => toast.error(`Could not restore version ${number}`, { description: errorMessage(error) }),
      },
    );
  };

  return (
    <section aria-labelledby={`history-${item.id}`} className="space-y-3">
      <h4 id={`history-${item.id}`} className="flex items-center gap-2 font-semibold text-slate-900">
        <History aria-hidden="true" className="size-4" />
        History
      </h4>
      <PagedView
        query={versions}
        itemsOf={(page) => page.versions}
        loadingLabel="Loading history"
        failureTitle="The history could not be loaded"
        moreFailureTitle="Older versions could not be loaded"
        empty="No versions yet: the history starts with the next save."
      >
        {(list) => (
          <ol className="space-y-2">
            {list.map((version) => (
              <li key={version.number} className="space-y-2" data-testid="version">
                <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-2">
                  <p className="text-sm text-slate-700">
                    <span className="font-semibold text-slate-900">Version {version.number}</span> · {describe(version)}{" "}
                    · {version.title}
                    {version.actor && <> · by {displayName(version.actor)}</>} ·{" "}
                    <time dateTime={version.createdAt}>{formatDateTime(version.createdAt)}</time>
                  </p>
                  <div className="flex gap-2">
                    <Button
                      variant="ghost"
                      aria-expanded={compared === version.number}
                      onClick={() => setCompared(compared === version.number ? null : version.number)}
                      aria-label={`Compare version ${version.number} with the current item`}
                    >
                      Compare
                    </Button>
                    <ConfirmDialog
                      title={`Restore version ${version.number}?`}
                      description="The item's title, text and fields become those of this version. What it says now stays in the history, so this can be undone."
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
                  </div>
                </div>
                {compared === version.number && <VersionDiff current={item} number={version.number} />}
              </li>
            ))}
          </ol>
        )}
      </PagedView>
    </section>
  );
}
