import type { Deployment } from "@helixmap/common/api";
import { type ActorColumns, iso, toActor } from "../../api/serialize";
import type { deploymentLogs } from "../../db/schema";

type DeploymentRow = typeof deploymentLogs.$inferSelect;

/** A deployment row; `liveGenerationId` and `keptGenerations` say whether it is live and can be made live again. */
export function toDeployment(
  row: DeploymentRow,
  actor: ActorColumns,
  generations: { liveGenerationId: string | null; kept: ReadonlySet<string> },
): Deployment {
  return {
    id: row.id,
    deploymentType: row.deploymentType,
    status: row.status,
    message: row.message,
    createdAt: iso(row.createdAt),
    startedAt: row.startedAt ? iso(row.startedAt) : null,
    completedAt: row.completedAt ? iso(row.completedAt) : null,
    durationMs: row.startedAt && row.completedAt ? row.completedAt.getTime() - row.startedAt.getTime() : null,
    pageCount: row.pageCount,
    changes: row.changes ?? null,
    fullRender: row.fullRender,
    renderedCount: row.renderedCount,
    changedPaths: row.changedPaths ?? null,
    generationId: row.generationId,
    live: row.generationId !== null && row.generationId === generations.liveGenerationId,
    canRollBack: row.status === "success" && row.generationId !== null && generations.kept.has(row.generationId),
    hook: row.hookOk === null || row.hookMessage === null ? null : { ok: row.hookOk, message: row.hookMessage },
    triggeredBy: toActor(actor),
  };
}
