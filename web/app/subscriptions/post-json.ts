import type { ApiErrorBody } from "@helixmap/common/errors";

export type PostResult = { ok: true } | { ok: false; code: string; message: string };

const NETWORK = "Could not reach the server. Check your connection and try again.";

/** A JSON POST from a public page (public pages never load the staff area's client). */
export async function postJson(path: string, body: unknown): Promise<PostResult> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, code: "NETWORK_ERROR", message: NETWORK };
  }
  if (response.ok) return { ok: true };
  const payload = (await response.json().catch(() => null)) as ApiErrorBody | null;
  return {
    ok: false,
    code: payload?.error?.code ?? "INTERNAL",
    message: payload?.error?.message ?? "Something went wrong. Please try again.",
  };
}
