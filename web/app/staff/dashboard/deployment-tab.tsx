import type { Deployment } from "@helixmap/common/api";
import { GitBranch, Rocket, Server } from "lucide-react";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { statusTone } from "../../ui/tones";
import { errorMessage } from "../api/client";
import { useDeployments } from "../api/list-deployments";
import { useTriggerDeployment } from "../api/trigger-deployment";
import { type Column, DataTable } from "../ui/data-table";
import { displayName, formatDateTime, formatRelative, humanize } from "../ui/format";
import { QueryView } from "../ui/query-view";

const DEPLOYMENT_COLUMNS: Column<Deployment>[] = [
  { header: "Status", cell: (d) => <Badge tone={statusTone(d.status)}>{humanize(d.status)}</Badge> },
  { header: "Type", cell: (d) => humanize(d.deploymentType) },
  { header: "Triggered by", cell: (d) => (d.triggeredBy ? displayName(d.triggeredBy) : "System") },
  {
    header: "When",
    cell: (d) => (
      <time dateTime={d.createdAt} title={formatDateTime(d.createdAt)}>
        {formatRelative(d.createdAt)}
      </time>
    ),
  },
];

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
  const deployments = useDeployments();
  const deploy = useTriggerDeployment();

  const runDeploy = () =>
    deploy.mutate(undefined, {
      onSuccess: (d) =>
        d.status === "failed"
          ? toast.error("Deployment failed", { description: d.message ?? undefined })
          : toast.success("Deployment triggered"),
      onError: (error) =>
        toast.error("Deployment could not be started", {
          description: errorMessage(error),
          action: { label: "Retry", onClick: runDeploy },
        }),
    });

  const last = deployments.data ? lastDeployTime(deployments.data) : null;
  const lastText = deployments.isPending
    ? "Loading..."
    : deployments.isError
      ? "Unknown"
      : last
        ? formatRelative(last)
        : "Never";

  return (
    <section aria-labelledby="deployment-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="deployment-heading" className="text-xl font-semibold text-slate-900">
          Deployment
        </h2>
        <Button onClick={runDeploy} disabled={deploy.isPending}>
          <Rocket aria-hidden="true" className="size-4" />
          {deploy.isPending ? "Deploying..." : "Manual Deploy"}
        </Button>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <StatusCard icon={<GitBranch aria-hidden="true" className="size-5" />} title="Source control">
          <Row label="Status" value={<Badge tone="green">Connected</Badge>} />
          <Row label="Auto-sync" value="Enabled" />
          <Row label="Branch" value={<code>main</code>} />
        </StatusCard>
        <StatusCard icon={<Server aria-hidden="true" className="size-5" />} title="Hosting">
          <Row label="Status" value={<Badge tone="green">Active</Badge>} />
          <Row label="Auto-deploy" value="Enabled" />
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
      </div>
      <div>
        <h3 className="mb-3 text-lg font-semibold text-slate-900">Recent deployments</h3>
        <QueryView
          query={deployments}
          loadingLabel="Loading deployments"
          failureTitle="Deployments could not be loaded"
          isEmpty={(list) => list.length === 0}
          empty="No deployments yet."
        >
          {(list) => <DataTable rows={list} columns={DEPLOYMENT_COLUMNS} rowTestId="deployment-row" />}
        </QueryView>
      </div>
    </section>
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
