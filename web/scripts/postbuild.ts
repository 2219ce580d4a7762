// After `react-router build`: render the staff area's shell (the SPA fallback) and pre-compress every
// text asset. The public pages, sitemap, robots.txt, feeds and HTML documents are rendered by each
// deploy from the database (the first on a new database's first start); the server takes its CSP
// script hashes from the pages themselves.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { withContentProtection } from "@helixmap/page-pipeline/content-protection";
import { createRequestHandler, type ServerBuild } from "react-router";

const buildDir = new URL("../build/", import.meta.url).pathname;
const clientDir = join(buildDir, "client");

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/**
 * `/admin/*` is rendered in the browser: its HTML is the root layout with the hydrate fallback (asked for
 * at `/admin`, a route without a loader: the public routes load deploy-time content),
 * rendered the way React Router renders a SPA-mode fallback (the header is read only at build time).
 */
async function renderSpaFallback(): Promise<string> {
  process.env.IS_RR_BUILD_REQUEST = "yes";
  const build = (await import(pathToFileURL(join(buildDir, "server/index.js")).href)) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  const res = await handler(new Request("http://localhost/admin", { headers: { "X-React-Router-SPA-Mode": "yes" } }));
  const html = await res.text();
  if (res.status !== 200 || !html.includes("window.__reactRouterContext")) {
    throw new Error(`SPA fallback: the server build answered ${res.status}`);
  }
  return html;
}

// The staff shell carries content protection too: a public page reached from it by client-side
// navigation is protected like one loaded directly.
await writeFile(join(clientDir, "__spa-fallback.html"), withContentProtection(await renderSpaFallback()));

const compressible = /\.(html|js|css|svg|xml|txt|json|map|data)$/;
for await (const file of walk(clientDir)) {
  if (!compressible.test(file) || (await stat(file)).size < 256) continue;
  const data = await readFile(file);
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  await writeFile(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

console.log(`postbuild: staff shell written, assets compressed in ${relative(process.cwd(), clientDir)}`);
