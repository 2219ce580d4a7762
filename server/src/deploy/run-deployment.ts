import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { deploymentLogs } from "../db/schema";

export const DEPLOY_HOOK_TIMEOUT_MS = 10_000;

type DeploymentType = (typeof deploymentLogs.$inferInsert)["deploymentType"];

async function callHook(url: string, body: unknown): Promise<{ ok: boolean; message: string }> {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(DEPLOY_HOOK_TIMEOUT_MS),
    });
    await res.body?.cancel();
    return res.ok
      ? { ok: true, message: `Deploy hook answered ${res.status}` }
      : { ok: false, message: `Deploy hook answered ${res.status} ${res.statusText}`.trim() };
  } catch (err) {
    const reason =
      err instanceof Error && err.name === "TimeoutError"
        ? `no answer within ${DEPLOY_HOOK_TIMEOUT_MS / 1000} s`
        : err instanceof Error
          ? err.cause instanceof Error
            ? err.cause.message
            : err.message
          : String(err);
    return { ok: false, message: `Deploy hook failed: ${reason}` };
  }
}

/**
 * Records a deployment as pending, then POSTs to DEPLOY_HOOK_URL (when set)
 * and finishes it as success or failed with the reason; without a hook it
 * succeeds and says so. Returns the finished row's id.
 */
export async function runDeployment(
  db: Database,
  opts: { hookUrl?: string; triggeredBy: string; deploymentType: DeploymentType },
): Promise<string> {
  const [pending] = await db
    .insert(deploymentLogs)
    .values({ triggeredBy: opts.triggeredBy, deploymentType: opts.deploymentType, status: "pending" })
    .returning();
  const id = pending!.id;
  const outcome = opts.hookUrl
    ? await callHook(opts.hookUrl, { deploymentId: id, deploymentType: opts.deploymentType })
    : { ok: true, message: "No deploy hook is configured (DEPLOY_HOOK_URL); nothing was sent." };
  await db
    .update(deploymentLogs)
    .set({ status: outcome.ok ? "success" : "failed", message: outcome.message, completedAt: new Date() })
    .where(eq(deploymentLogs.id, id));
  return id;
}
