import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { PublishedSnapshot } from "@helixmap/common/publishing";
import { createRequestHandler, type ServerBuild } from "react-router";
import { pageFiles, type RenderedPage, type SiteRenderer } from "./site-renderer";

/** Requests never leave the process; the origin only makes the URLs absolute. */
const RENDER_ORIGIN = "http://generation.invalid";

/**
 * Renders pages with React Router's own request handler over the web build's
 * server bundle (web/build/server/index.js), passing the snapshot as load
 * context: the same code and markup as the build's prerendered pages.
 */
export async function reactRouterRenderer(webBuildDir: string): Promise<SiteRenderer> {
  const serverEntry = join(webBuildDir, "server/index.js");
  if (!existsSync(serverEntry)) {
    throw new Error(`No server build at ${serverEntry}: run \`npm run build\` first.`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");

  async function fetchOk(path: string, snapshot: PublishedSnapshot, accepted: number[]): Promise<string> {
    const res = await handle(new Request(RENDER_ORIGIN + path), { publishedSnapshot: snapshot });
    const body = await res.text();
    if (!accepted.includes(res.status)) throw new Error(`rendering ${path} answered ${res.status}`);
    return body;
  }

  return {
    baseDir: join(webBuildDir, "client"),
    async renderPage(path, snapshot): Promise<RenderedPage> {
      const files = pageFiles(path);
      // Single-fetch data answers 202 when a loader redirects; a page that redirects is not a page.
      const data = await fetchOk(files.data, snapshot, [200]);
      const html = await fetchOk(path, snapshot, [200]);
      return { html, data };
    },
  };
}
