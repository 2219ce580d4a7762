/**
 * CSP script hashes: every inline <script> of a page is allowed by its sha256
 * hash, never by 'unsafe-inline'. Used by the build (generation 0) and by each
 * deploy, whose pages carry their own data in inline scripts. Node only.
 */
import { createHash } from "node:crypto";

/**
 * Where the site's own pages load images from besides itself: the stock photo of the built-in home page
 * (web/app/content/home/details.ts). Content never adds to it: Markdown bodies load no images
 * (docs/decisions/010-markdown-images.md).
 */
export const IMAGE_HOSTS = ["https://images.unsplash.com"] as const;

/** A Content-Security-Policy source allowing exactly this inline script text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
}

/**
 * The CSP sources for every inline script of a page, data blocks included:
 * the deferred hydration module travels as one and runs later with its text unchanged.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1];
    if (body) hashes.push(scriptHash(body));
  }
  return hashes;
}
