import { DEPLOY_HOOK_TIMEOUT_MS } from "@helixmap/common/constants";

export interface HookPayload {
  deploymentId: string;
  deploymentType: string;
  generationId: string;
  /** URL paths added, changed or removed against the previous live generation. */
  changedPaths: string[];
}

/** POSTs the payload to DEPLOY_HOOK_URL; the answer (or why there was none) in words. */
export async function callDeployHook(url: string, payload: HookPayload): Promise<{ ok: boolean; message: string }> {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload),
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
