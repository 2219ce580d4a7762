import { isAdminPath } from "@helixmap/common/routes";
import type { Context } from "hono";
import { allowInlineScripts } from "../../http/security-headers";
import type { StaticFile } from "./file-index";

const SPA_SHELL = "/__spa-fallback.html";

/** The file for a URL path: exact files, pre-rendered pages, or the staff shell. */
export function resolveFile(files: Map<string, StaticFile>, pathname: string): StaticFile | undefined {
  if (pathname.includes("..") || pathname.endsWith(".br") || pathname.endsWith(".gz")) return undefined;
  if (pathname === SPA_SHELL) return undefined;
  const exact = files.get(pathname);
  if (exact) return exact;
  const page = files.get(`${pathname.replace(/\/$/, "")}/index.html`);
  if (page) return page;
  if (isAdminPath(pathname)) return files.get(SPA_SHELL);
  return undefined;
}

function pickEncoding(file: StaticFile, accept: string): "br" | "gzip" | undefined {
  if (file.br && /\bbr\b/.test(accept)) return "br";
  if (file.gzip && /\bgzip\b/.test(accept)) return "gzip";
  return undefined;
}

/** Serves a file with pre-compressed bodies, ETag revalidation and cache headers. */
export function sendFile(c: Context, file: StaticFile): Response {
  allowInlineScripts(c, file.scriptHashes);
  const headers = new Headers({
    "Content-Type": file.type,
    "Cache-Control": file.cacheControl,
    ETag: file.etag,
    Vary: "Accept-Encoding",
  });
  if (c.req.header("if-none-match") === file.etag) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = pickEncoding(file, c.req.header("accept-encoding") ?? "");
  const body = encoding === "br" ? file.br : encoding === "gzip" ? file.gzip : file.body;
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body?.length ?? 0));
  const bytes = body ?? file.body;
  return new Response(c.req.method === "HEAD" ? null : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length), {
    status: 200,
    headers,
  });
}
