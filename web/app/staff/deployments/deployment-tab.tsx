import type { BackupStatus, Deployment, DeploymentsResponse } from "@helixmap/common/api";
import { Archive, GitBranch, Rocket, RotateCcw, Server } from "lucide-react";
import { type ReactNode, useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../api-client/api-request";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { statusTone } from "../../ui/tones";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { type Column, DataTable } from "../ui/data-table";
import { displayName, formatDateTime, formatRelative, humanize } from "../ui/format";
import { QueryView } from "../ui/query-view";
import { useDeployments } from "./list-deployments";
import { useRollBackDeployment } from "./roll-back-deployment";
import { useTriggerDeployment } from "./trigger-deployment";
import { useUpdateDeploymentSettings } from "./update-deployment-settings";

function formatDuration(ms: number | null): string {
  if (ms === null) return "—";
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** Items added, changed and removed by title, against the generation that was live before. */
function Changes({ deployment }: { deployment: Deployment }) {
  const changes = deployment.changes;
  if (!changes) return <span className="text-slate-500">—</span>;
  const groups = [
    ["Added", changes.added],
    ["Changed", changes.changed],
    ["Removed", changes.removed],
  ] as const;
  if (groups.every(([, items]) => items.length === 0))
    return <span className="text-slate-500">No content changes</span>;
  return (
    <ul className="space-y-1">
      {groups
        .filter(([, items]) => items.length > 0)
        .map(([label, items]) => (
          <li key={label}>
            <span className="font-medium">{label}:</span> {items.map((i) => i.title).join(", ")}
          </li>
        ))}
    </ul>
  );
}

function StatusCell({ deployment: d }: { deployment: Deployment }) {
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={statusTone(d.status)}>{humanize(d.status)}</Badge>
        {d.live && <Badge tone="accent">Live</Badge>}
      </div>
      {d.status === "failed" && d.message && <p className="max-w-xs text-xs text-red-700">{d.message}</p>}
      {d.hook && !d.hook.ok && <p className="max-w-xs text-xs text-red-700">{d.hook.message}</p>}
    </div>
  );
}

function deploymentColumns(rollBack: (d: Deployment) => void, busy: boolean): Column<Deployment>[] {
  return [
    { header: "Status", cell: (d) => <StatusCell deployment={d} /> },
    { header: "Type", cell: (d) => humanize(d.deploymentType) },
    { header: "Triggered by", cell: (d) => (d.triggeredBy ? displayName(d.triggeredBy) : "System") },
    {
      header: "When",
      cell: (d) => {
        const at = d.startedAt ?? d.createdAt;
        return (
          <time dateTime={at} title={formatDateTime(at)}>
            {formatRelative(at)}
          </time>
        );
      },
    },
    { header: "Duration", cell: (d) => formatDuration(d.durationMs) },
    {
      header: "Pages",
      cell: (d) =>
        d.pageCount === null
          ? "—"
          : d.renderedCount === null || d.fullRender
            ? d.pageCount
            : `${d.pageCount} (${d.renderedCount} rendered)`,
    },
    { header: "Changes", cell: (d) => <Changes deployment={d} /> },
    {
      header: "Actions",
      cell: (d) =>
        d.canRollBack && !d.live ? (
          <ConfirmDialog
            trigger={
              <Button
                variant="secondary"
                disabled={busy}
                aria-label={`Roll back to the deployment of ${formatDateTime(d.createdAt)}`}
              >
                <RotateCcw aria-hidden="true" className="size-4" />
                Roll back
              </Button>
            }
            title="Make this generation live again?"
            description="The public site switches at once to the pages this deployment built. Later deployments stay available."
            confirmLabel="Make live"
            onConfirm={() => rollBack(d)}
          />
        ) : null,
    },
  ];
}

/** The newest successful deployment's finish time, from the list the server returns newest first. */
export function lastDeployTime(deployments: Deployment[]): string | null {
  const latest = deployments
    .filter((d) => d.status === "success")
    .map((d) => d.completedAt ?? d.createdAt)
    .sort()
    .at(-1);
  return latest ?? null;
}

export function DeploymentTab() {
  const query = useDeployments();
  const deploy = useTriggerDeployment();
  const rollBack = useRollBackDeployment();
  const settings = useUpdateDeploymentSettings();
  const data: DeploymentsResponse | undefined = query.data;

  const [full, setFull] = useState(false);
  const runDeploy = () =>
    deploy.mutate(full, {
      onSuccess: (d) =>
        d.status === "failed"
          ? toast.error("Deployment failed", { description: d.message ?? undefined })
          : toast.success("Deployment live", { description: `${d.pageCount ?? 0} pages` }),
      onError: (error) =>
        toast.error("Deployment could not be started", {
          description: errorMessage(error),
          action: { label: "Retry", onClick: runDeploy },
        }),
    });

  const runRollBack = (d: Deployment) =>
    rollBack.mutate(d.id, {
      onSuccess: () => toast.success("Earlier generation is live again"),
      onError: (error) => toast.error("Rollback failed", { description: errorMessage(error) }),
    });

  const autoDeploy = data?.settings.autoDeploy;
  const switchAutoDeploy = () =>
    settings.mutate(
      { autoDeploy: !autoDeploy },
      {
        onSuccess: (s) => toast.success(s.autoDeploy ? "Auto-deploy is on" : "Auto-deploy is off"),
        onError: (error) => toast.error("Auto-deploy could not be changed", { description: errorMessage(error) }),
      },
    );

  const last = data ? lastDeployTime(data.deployments) : null;
  const lastText = query.isPending ? "Loading..." : query.isError ? "Unknown" : last ? formatRelative(last) : "Never";

  return (
    <section aria-labelledby="deployment-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="deployment-heading" className="text-xl font-semibold text-slate-900">
          Deployment
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={full}
              onChange={(e) => setFull(e.target.checked)}
              className="size-4 rounded border-slate-300"
            />
            Render every page
          </label>
          <Button onClick={runDeploy} disabled={deploy.isPending}>
            <Rocket aria-hidden="true" className="size-4" />
            {deploy.isPending ? "Deploying..." : "Manual Deploy"}
          </Button>
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <StatusCard icon={<GitBranch aria-hidden="true" className="size-5" />} title="Source control">
          <Row label="Status" value={<Badge tone="green">Connected</Badge>} />
          <Row label="Auto-sync" value="Enabled" />
          <Row label="Branch" value={<code>main</code>} />
        </StatusCard>
        <StatusCard icon={<Server aria-hidden="true" className="size-5" />} title="Hosting">
          <Row label="Status" value={<Badge tone="green">Active</Badge>} />
          <Row
            label="Auto-deploy"
            value={
              data ? (
                <Button
                  variant="ghost"
                  role="switch"
                  aria-checked={autoDeploy}
                  aria-label="Auto-deploy"
                  disabled={settings.isPending}
                  onClick={switchAutoDeploy}
                >
                  {autoDeploy ? "On" : "Off"}
                </Button>
              ) : (
                "…"
              )
            }
          />
          <Row
            label="Last deploy"
            value={
              last ? (
                <time dateTime={last} title={formatDateTime(last)} data-testid="last-deploy">
                  {lastText}
                </time>
              ) : (
                <span data-testid="last-deploy">{lastText}</span>
              )
            }
          />
        </StatusCard>
        {data && <BackupCard backups={data.settings.backups} />}
      </div>
      <div>
        <h3 className="mb-3 text-lg font-semibold text-slate-900">Recent deployments</h3>
        <QueryView
          query={query}
          loadingLabel="Loading deployments"
          failureTitle="Deployments could not be loaded"
          isEmpty={(d) => d.deployments.length === 0}
          empty="No deployments yet."
        >
          {(d) => (
            <DataTable
              rows={d.deployments}
              columns={deploymentColumns(runRollBack, rollBack.isPending)}
              rowTestId="deployment-row"
            />
          )}
        </QueryView>
      </div>
    </section>
  );
}

/** Scheduled backups as the server reports them: not scheduled, working, or the last one failed and why. */
function BackupCard({ backups }: { backups: BackupStatus }) {
  const { last, lastSuccessAt } = backups;
  const failed = last !== null && !last.ok;
  return (
    <StatusCard icon={<Archive aria-hidden="true" className="size-5" />} title="Backups">
      <Row
        label="Status"
        value={
          !backups.scheduled ? (
            <Badge tone="grey">Not scheduled</Badge>
          ) : failed ? (
            <Badge tone="red">Last backup failed</Badge>
          ) : (
            <Badge tone="green">
              Every {backups.intervalHours} h, {backups.keep} kept
            </Badge>
          )
        }
      />
      {failed && (
        <Row
          label="Failure"
          value={
            <span role="alert" className="text-xs font-normal text-red-700" data-testid="backup-failure">
              {formatDateTime(last.at)}: {last.message}
            </span>
          }
        />
      )}
      <Row
        label="Last good backup"
        value={
          lastSuccessAt ? (
            <time dateTime={lastSuccessAt} title={formatDateTime(lastSuccessAt)}>
              {formatRelative(lastSuccessAt)}
            </time>
          ) : (
            "None"
          )
        }
      />
    </StatusCard>
  );
}

function StatusCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="p-5">
      <h3 className="flex items-center gap-2 font-semibold text-slate-900">
        {icon}
        {title}
      </h3>
      <dl className="mt-4 space-y-2 text-sm">{children}</dl>
    </Card>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}
