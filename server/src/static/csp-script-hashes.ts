import { inlineScriptHashes } from "../page-speed/script-hashes";
import type { StaticFile } from "./file-index";

/**
 * The CSP sources for the inline scripts of every page the server holds,
 * read from the pages as served, so a page's transform and its policy
 * cannot drift apart.
 */
export function cspScriptHashes(files: ReadonlyMap<string, StaticFile>): string[] {
  const hashes = new Set<string>();
  for (const [path, file] of files) {
    if (!path.endsWith(".html")) continue;
    for (const hash of inlineScriptHashes(file.body.toString("utf8"))) hashes.add(hash);
  }
  return [...hashes].sort();
}
