import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BASELINE_PREFIX, bareHtml, baselinePath } from "./bare-html";
import { clientDir } from "./budgets/first-load";

const pageFile = (path: string) => join(clientDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);

/**
 * Writes each route's bare-HTML baseline into the built site, where the server
 * about to start serves it like any page (generation 0 is read from the build
 * at start-up). Returns the function that removes them again.
 */
export function writeBaselinePages(routes: readonly string[]): () => void {
  for (const path of routes) {
    const target = join(clientDir, baselinePath(path).slice(1), "index.html");
    mkdirSync(join(target, ".."), { recursive: true });
    writeFileSync(target, bareHtml(readFileSync(pageFile(path), "utf8")));
  }
  return () => rmSync(join(clientDir, BASELINE_PREFIX.slice(1)), { recursive: true, force: true });
}
