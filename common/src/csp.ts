/**
 * CSP script hashes: every inline <script> of a page is allowed by its sha256
 * hash, never by 'unsafe-inline'. Used by the build (generation 0) and by each
 * deploy, whose pages carry their own data in inline scripts. Node only.
 */
import { createHash } from "node:crypto";

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1];
    if (!body) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return hashes;
}
