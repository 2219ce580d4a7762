import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import { ATOM_MEDIA_TYPE } from "@helixmap/common/atom-feed";
import { inlineScriptHashes } from "@helixmap/page-pipeline/csp";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
  // React Router's single-fetch data, fetched by client-side navigation.
  ".data": "text/x-script",
};

export interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  /** The CSP sources of an HTML page's inline scripts (empty for other files): its own policy allows these only. */
  scriptHashes: readonly string[];
}

/** The Atom feeds are .xml files whose readers look for their own media type. */
export function typeFor(urlPath: string): string {
  if (urlPath.startsWith("/feeds/") && urlPath.endsWith(".xml")) return `${ATOM_MEDIA_TYPE}; charset=utf-8`;
  return TYPES[extname(urlPath)] ?? "application/octet-stream";
}

const NO_SCRIPTS: readonly string[] = [];

/** A page's context scripts (its loader data), fetched when it hydrates: `/about.context.js`. */
export const PAGE_CONTEXT_SUFFIX = ".context.js";

export function cacheControlFor(urlPath: string): string {
  // Both are content-hashed: a changed file is a new address (media: server/src/media/publish/published-assets.ts).
  if (urlPath.startsWith("/assets/") || urlPath.startsWith("/media/")) return "public, max-age=31536000, immutable";
  // A page and its data change with every deploy that changes its words, at the same address.
  if (urlPath.endsWith(".html") || urlPath.endsWith(".data") || urlPath.endsWith(PAGE_CONTEXT_SUFFIX)) {
    return "no-cache";
  }
  return "public, max-age=3600";
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** What a file's headers are computed from its bytes: made where the file is made (in a render worker, say). */
export interface FileFacts {
  etag: string;
  scriptHashes: readonly string[];
}

export function fileFacts(urlPath: string, body: Uint8Array): FileFacts {
  return {
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    scriptHashes: urlPath.endsWith(".html")
      ? inlineScriptHashes(Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString("utf8"))
      : NO_SCRIPTS,
  };
}

/** A file as the server holds it: its bytes, pre-compressed copies, headers and (for a page) its CSP hashes. */
export function staticFile(
  urlPath: string,
  body: Buffer,
  compressed: { gzip?: Buffer; br?: Buffer } = {},
  facts: FileFacts = fileFacts(urlPath, body),
): StaticFile {
  return {
    body,
    br: compressed.br,
    gzip: compressed.gzip,
    type: typeFor(urlPath),
    etag: facts.etag,
    cacheControl: cacheControlFor(urlPath),
    scriptHashes: facts.scriptHashes,
  };
}

/**
 * The built client, held in memory: it is a few megabytes, and serving from
 * memory keeps the public pages as fast as a dedicated static server.
 */
export async function loadFileIndex(clientDir: string): Promise<Map<string, StaticFile>> {
  if (!existsSync(clientDir)) {
    throw new Error(`No web build at ${clientDir}: run \`npm run build\` first.`);
  }
  const files = new Map<string, StaticFile>();
  for await (const file of walk(clientDir)) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    const urlPath = `/${relative(clientDir, file).split(sep).join("/")}`;
    const body = await readFile(file);
    const br = existsSync(`${file}.br`) ? await readFile(`${file}.br`) : undefined;
    const gzip = existsSync(`${file}.gz`) ? await readFile(`${file}.gz`) : undefined;
    files.set(urlPath, staticFile(urlPath, body, { gzip, br }));
  }
  return files;
}
