import { API_PATHS } from "@helixmap/common/api-paths";
import type { Harness } from "../test/harness";

/** Test-only: sends a file as the staff Media tab does (multipart, field `file`). */
export async function upload(
  h: Harness,
  cookie: string,
  file: { name: string; bytes: Uint8Array; type?: string },
  options: { fields?: Record<string, string>; method?: "POST" | "PUT"; path?: string } = {},
  // biome-ignore lint/suspicious/noExplicitAny: tests read whichever answer the route gave (asset or error).
): Promise<{ status: number; body: any; headers: Headers }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) form.set(name, value);
  form.set(
    "file",
    new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? "application/octet-stream" }),
    file.name,
  );
  const res = await fetch(h.url + (options.path ?? API_PATHS.media), {
    method: options.method ?? "POST",
    headers: { cookie },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

/** Test-only: the bytes a staff route serves, with its status and headers. */
export async function fetchBytes(h: Harness, cookie: string | undefined, path: string) {
  const res = await fetch(h.url + path, { headers: cookie ? { cookie } : {} });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}
