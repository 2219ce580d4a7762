import { createHmac } from "node:crypto";
import { DEPLOY_HOOK_TIMEOUT_MS } from "@helixmap/common/constants";

/** `sha256=<hex HMAC-SHA256 of the raw body under DEPLOY_HOOK_SECRET>`, as GitHub's webhooks sign theirs. */
const DEPLOY_HOOK_SIGNATURE_HEADER = "X-Helixmap-Signature";

export interface HookPayload {
  deploymentId: string;
  deploymentType: string;
  generationId: string;
  /** URL paths added, changed or removed against the previous live generation. */
  changedPaths: string[];
}

function deployHookSignature(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/**
 * POSTs the payload to DEPLOY_HOOK_URL, signed when a secret is configured (always in production); the
 * answer (or why there was none) in words. A redirect is not followed: the signed body goes to the
 * configured address only, and a 3xx counts as a failed hook.
 */
export function callDeployHook(
  url: string,
  secret: string | undefined,
  payload: HookPayload,
): Promise<{ ok: boolean; message: string }> {
  return postSigned(url, secret, payload, "Deploy hook");
}

/** A signed JSON POST, as the deploy hook's (also the CDN purge's): `label` names it in the outcome. */
export async function postSigned(
  url: string,
  secret: string | undefined,
  payload: unknown,
  label: string,
): Promise<{ ok: boolean; message: string }> {
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (secret) headers[DEPLOY_HOOK_SIGNATURE_HEADER] = deployHookSignature(secret, body);
  try {
    const res = await fetch(url, {
      method: "POST",
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(DEPLOY_HOOK_TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (res.ok) return { ok: true, message: `${label} answered ${res.status}` };
    const redirect = res.status >= 300 && res.status < 400 ? " (redirects are not followed)" : "";
    return { ok: false, message: `${label} answered ${res.status} ${res.statusText}`.trim() + redirect };
  } catch (err) {
    const reason =
      err instanceof Error && err.name === "TimeoutError"
        ? `no answer within ${DEPLOY_HOOK_TIMEOUT_MS / 1000} s`
        : err instanceof Error
          ? err.cause instanceof Error
            ? err.cause.message
            : err.message
          : String(err);
    return { ok: false, message: `${label} failed: ${reason}` };
  }
}
