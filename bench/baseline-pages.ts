import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BASELINE_PREFIX, bareHtml, baselinePath } from "./bare-html";
import { htmlFileFor } from "./budgets/first-load";

/** The built client every generation starts from: a file here is copied into each deploy's folder. */
const builtClientDir = new URL("../web/build/client/", import.meta.url).pathname;

/**
 * Writes each route's bare-HTML baseline, made from the seeded site's page
 * (`htmlFileFor`), into the built client, so the server about to start copies
 * it into its first generation and serves it like any page. Returns the
 * function that removes them again.
 */
export function writeBaselinePages(routes: readonly string[]): () => void {
  for (const path of routes) {
    const target = join(builtClientDir, baselinePath(path).slice(1), "index.html");
    mkdirSync(join(target, ".."), { recursive: true });
    writeFileSync(target, bareHtml(readFileSync(htmlFileFor(path), "utf8")));
  }
  return () => rmSync(join(builtClientDir, BASELINE_PREFIX.slice(1)), { recursive: true, force: true });
}
