import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FormAnswer } from "@helixmap/common/form-answers";
import type { PublishedSnapshot } from "@helixmap/common/publishing";
import { createRequestHandler, type RequestHandler, type ServerBuild } from "react-router";
import { openRenderPool } from "../render-pool/render-pool";
import { pageFiles, type RenderedPage, type SiteRenderer } from "./site-renderer";

/** Requests never leave the process; the origin only makes the URLs absolute. */
const RENDER_ORIGIN = "http://generation.invalid";

/** Loads the web build's server bundle: about half a second, so only when a page is first rendered. */
async function loadHandler(webBuildDir: string): Promise<RequestHandler> {
  const serverEntry = join(webBuildDir, "server/index.js");
  if (!existsSync(serverEntry)) {
    throw new Error(`No server build at ${serverEntry}: run \`npm run build\` first.`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  return createRequestHandler(build, "production");
}

/**
 * Renders pages with React Router's own request handler over the web build's
 * server bundle (web/build/server/index.js), passing the snapshot as load
 * context: the same code and markup as the build's prerendered pages. The
 * bundle is imported on the first render, so a server that only serves what
 * is already generated starts without it.
 */
export function reactRouterRenderer(webBuildDir: string, opts: { workers?: number } = {}): SiteRenderer {
  let handler: Promise<RequestHandler> | undefined;
  let buildId: Promise<string> | undefined;
  const workers = opts.workers ?? 0;

  async function fetchOk(
    path: string,
    snapshot: PublishedSnapshot,
    accepted: number[],
    answer?: FormAnswer,
  ): Promise<string> {
    handler ??= loadHandler(webBuildDir);
    // A form's answer is rendered as React Router renders a document POST: the page's action returns
    // the answer the server put in the load context, and the page shows it (web/app/shell/form-answer.ts).
    const request = answer
      ? new Request(RENDER_ORIGIN + path, { method: "POST", body: new URLSearchParams() })
      : new Request(RENDER_ORIGIN + path);
    const res = await (await handler)(request, { publishedSnapshot: snapshot, formAnswer: answer });
    const body = await res.text();
    if (!accepted.includes(res.status)) throw new Error(`rendering ${path} answered ${res.status}`);
    return body;
  }

  return {
    baseDir: join(webBuildDir, "client"),
    buildId() {
      // The server bundle names every hashed asset, so a new build of the client changes it too.
      buildId ??= readFile(join(webBuildDir, "server/index.js")).then((bundle) =>
        createHash("sha1").update(bundle).digest("base64url"),
      );
      return buildId;
    },
    ...(workers > 0 && { openPool: (snapshot: PublishedSnapshot) => openRenderPool(webBuildDir, workers, snapshot) }),
    async renderPage(path, snapshot): Promise<RenderedPage> {
      const files = pageFiles(path);
      // Single-fetch data answers 202 when a loader redirects; a page that redirects is not a page.
      const data = await fetchOk(files.data, snapshot, [200]);
      const html = await fetchOk(path, snapshot, [200]);
      return { html, data };
    },
    renderFormAnswer(path, snapshot, answer) {
      return fetchOk(path, snapshot, [200], answer);
    },
  };
}
