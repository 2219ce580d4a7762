import { STAFF_PAGE_PATHS } from "@helixmap/common/api-paths";
import type { Release, ReleaseMember } from "@helixmap/common/releases/releases-api";
import { useId, useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../api-client/api-request";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { fromLocalInput, toLocalInput } from "../drafts/local-time";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { inputClass } from "../ui/form-field";
import { formatDateTime } from "../ui/format";
import type { Candidate } from "./release-candidates";
import { useDeleteRelease, usePublishRelease, useUpdateRelease } from "./release-mutations";

function StatusBadge({ release }: { release: Release }) {
  if (release.status === "published") return <Badge tone="green">Live</Badge>;
  if (release.status === "failed") return <Badge tone="red">Failed</Badge>;
  return release.publishAt ? <Badge tone="blue">Scheduled</Badge> : <Badge tone="grey">Not scheduled</Badge>;
}

function AddMember({
  label,
  candidates,
  onAdd,
  disabled,
}: {
  label: string;
  candidates: Candidate[];
  onAdd: (ref: string) => void;
  disabled: boolean;
}) {
  const id = useId();
  const [choice, setChoice] = useState("");
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-56 flex-1 space-y-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <select id={id} className={inputClass} value={choice} onChange={(e) => setChoice(e.target.value)}>
          <option value="">Choose…</option>
          {candidates.map((c) => (
            <option key={c.ref} value={c.ref}>
              {c.title}
            </option>
          ))}
        </select>
      </div>
      <Button
        variant="secondary"
        disabled={disabled || choice === ""}
        onClick={() => {
          onAdd(choice);
          setChoice("");
        }}
      >
        Add
      </Button>
    </div>
  );
}

/** One release: its members, its time, why it failed, preview, publish now, delete. */
export function ReleaseCard({
  release,
  candidates,
}: {
  release: Release;
  candidates: { items: Candidate[]; pages: Candidate[] };
}) {
  const id = useId();
  const update = useUpdateRelease();
  const publish = usePublishRelease();
  const remove = useDeleteRelease();
  const [time, setTime] = useState(toLocalInput(release.publishAt));
  const busy = update.isPending || publish.isPending || remove.isPending;
  const live = release.status === "published";
  const items = release.items.map((m) => m.ref);
  const pages = release.pages.map((m) => m.ref);

  const change = (patch: Parameters<typeof update.mutate>[0]["patch"], done: string) =>
    update.mutate(
      { id: release.id, patch },
      {
        onSuccess: () => toast.success(done),
        onError: (error) => toast.error("The release could not be changed", { description: errorMessage(error) }),
      },
    );
  const publishNow = () =>
    publish.mutate(release.id, {
      onSuccess: () => toast.success("The release is live", { description: "One deploy takes it to the site." }),
      onError: (error) => toast.error("Nothing in the release went live", { description: errorMessage(error) }),
    });

  const previewOf = (member: ReleaseMember) => STAFF_PAGE_PATHS.releasePreview(release.id, member.path);
  const members = [...release.items, ...release.pages];

  return (
    <Card className="space-y-4 p-5" data-testid="release-card">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold text-slate-900">{release.name}</h3>
        <StatusBadge release={release} />
        {release.publishAt && !live && (
          <span className="text-sm text-slate-600">
            goes live at <time dateTime={release.publishAt}>{formatDateTime(release.publishAt)}</time>
          </span>
        )}
        {release.publishedAt && (
          <span className="text-sm text-slate-600">
            went live at <time dateTime={release.publishedAt}>{formatDateTime(release.publishedAt)}</time>
          </span>
        )}
      </div>
      {release.problems.length > 0 && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-medium">Nothing in this release went live:</p>
          <ul className="mt-1 list-disc pl-5">
            {release.problems.map((p) => (
              <li key={`${p.title}-${p.reason}`}>
                {p.title}: {p.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ul className="divide-y divide-slate-100" aria-label={`What “${release.name}” publishes`}>
        {members.length === 0 && <li className="py-2 text-sm text-slate-600">Nothing yet: add items and pages.</li>}
        {members.map((m) => (
          <li key={`${m.kind}-${m.ref}`} className="flex flex-wrap items-center gap-2 py-2 text-sm">
            <span className="font-medium">{m.title}</span>
            <Badge tone="grey">{m.kind === "item" ? "Item" : "Page"}</Badge>
            {!m.hasPendingChange && !live && <Badge tone="yellow">No unpublished changes</Badge>}
            <a className="ml-auto text-accent-800 underline" href={previewOf(m)} target="_blank" rel="noreferrer">
              Preview {m.title}
            </a>
            {!live && (
              <Button
                variant="ghost"
                disabled={busy}
                aria-label={`Remove ${m.title} from ${release.name}`}
                onClick={() =>
                  change(
                    m.kind === "item"
                      ? { items: items.filter((ref) => ref !== m.ref) }
                      : { pages: pages.filter((ref) => ref !== m.ref) },
                    `Removed ${m.title}`,
                  )
                }
              >
                Remove
              </Button>
            )}
          </li>
        ))}
      </ul>
      {!live && (
        <>
          <div className="grid gap-3 md:grid-cols-2">
            <AddMember
              label={`Add an item to ${release.name}`}
              candidates={candidates.items.filter((c) => !items.includes(c.ref))}
              disabled={busy}
              onAdd={(ref) => change({ items: [...items, ref] }, "Item added")}
            />
            <AddMember
              label={`Add a page to ${release.name}`}
              candidates={candidates.pages.filter((c) => !pages.includes(c.ref))}
              disabled={busy}
              onAdd={(ref) => change({ pages: [...pages, ref] }, "Page added")}
            />
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <div className="space-y-1">
              <label htmlFor={`${id}-time`} className="block text-sm font-medium text-slate-800">
                Goes live at (your time zone, {Intl.DateTimeFormat().resolvedOptions().timeZone})
              </label>
              <input
                id={`${id}-time`}
                type="datetime-local"
                className={inputClass}
                value={time}
                onChange={(e) => setTime(e.target.value)}
              />
            </div>
            <Button
              variant="secondary"
              disabled={busy || time === ""}
              onClick={() => change({ publishAt: fromLocalInput(time) }, "Time set")}
            >
              Set time
            </Button>
            {release.publishAt && (
              <Button
                variant="ghost"
                disabled={busy}
                onClick={() => {
                  setTime("");
                  change({ publishAt: null }, "Time cleared");
                }}
              >
                Clear time
              </Button>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <a
              className="inline-flex items-center rounded-md border border-accent-700 px-4 py-2 text-sm font-semibold text-accent-800"
              href={STAFF_PAGE_PATHS.releasePreview(release.id, members[0]?.path ?? "/")}
              target="_blank"
              rel="noreferrer"
            >
              Preview the release
            </a>
            <ConfirmDialog
              trigger={<Button disabled={busy || members.length === 0}>Publish now</Button>}
              title={`Publish “${release.name}” now?`}
              description="Every change in it goes live together in one deploy, or none does if any cannot."
              confirmLabel="Publish now"
              onConfirm={publishNow}
            />
            <ConfirmDialog
              trigger={
                <Button variant="ghost" disabled={busy}>
                  Delete release
                </Button>
              }
              title={`Delete “${release.name}”?`}
              description="The items and pages keep their changes; only the grouping goes."
              confirmLabel="Delete"
              onConfirm={() =>
                remove.mutate(release.id, {
                  onSuccess: () => toast.success("Release deleted"),
                  onError: (error) =>
                    toast.error("The release could not be deleted", { description: errorMessage(error) }),
                })
              }
            />
          </div>
        </>
      )}
    </Card>
  );
}
