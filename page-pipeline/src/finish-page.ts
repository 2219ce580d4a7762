import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { type OptimizedPage, optimizePage, type PageFiles, stylesheetHrefs } from "./optimize-page";

/** Stylesheets are hashed build assets: each href always names the same text, so one read serves every page. */
const stylesheetTexts = new Map<string, Promise<string>>();

function stylesheet(clientDir: string, href: string): Promise<string> {
  const file = join(clientDir, href);
  let text = stylesheetTexts.get(file);
  if (!text) {
    text = readFile(file, "utf8");
    stylesheetTexts.set(file, text);
  }
  return text;
}

/**
 * Every public HTML page, of the build (generation 0) and of each deploy,
 * passes through here once, after rendering and before it is written,
 * compressed and hashed for the CSP: the one place for whole-page transforms.
 * Today that is the page-speed form (docs/decisions/007): no script before the
 * first paint, critical CSS inlined. Script hashes are computed from what it
 * returns. `clientDir` is the built client whose stylesheets the page links; `files` says where the page's
 * own files will be served from, for what it moves out of the page.
 */
export async function finishPage(html: string, clientDir: string, files: PageFiles = {}): Promise<OptimizedPage> {
  const stylesheets = new Map<string, string>();
  for (const href of stylesheetHrefs(html)) stylesheets.set(href, await stylesheet(clientDir, href));
  return optimizePage(html, { stylesheets }, files);
}
