// After `react-router build`: render the staff area's shell (the SPA fallback), turn every public
// page into its fast form (the server's finishPage, as each deploy does), write sitemap.xml,
// robots.txt, the Atom feeds and the site documents, and pre-compress every text asset. The result
// is generation 0: the site with the built-in content only. The server takes its CSP script hashes
// from the pages themselves.
import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { FEEDS } from "@helixmap/common/feeds";
import { PUBLIC_PATHS } from "@helixmap/common/routes";
import { site } from "@helixmap/common/site";
import { robotsTxt, sitemapXml } from "@helixmap/common/sitemap";
import { withContentProtection } from "@helixmap/page-pipeline/content-protection";
import { finishPage } from "@helixmap/page-pipeline/finish-page";
import { createRequestHandler, type ServerBuild } from "react-router";
import { siteDocuments } from "../app/documents/site-documents";
import { siteFeed } from "../app/feeds/built-in-feeds";

const buildDir = new URL("../build/", import.meta.url).pathname;
const clientDir = join(buildDir, "client");
const origin = (process.env.SITE_ORIGIN ?? site.origin).replace(/\/$/, "");

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/**
 * `/admin/*` is rendered in the browser: its HTML is the root layout with the hydrate fallback,
 * rendered the way React Router renders a SPA-mode fallback (the header is read only at build time).
 */
async function renderSpaFallback(): Promise<string> {
  process.env.IS_RR_BUILD_REQUEST = "yes";
  const build = (await import(pathToFileURL(join(buildDir, "server/index.js")).href)) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  const res = await handler(new Request("http://localhost/", { headers: { "X-React-Router-SPA-Mode": "yes" } }));
  const html = await res.text();
  if (res.status !== 200 || !html.includes("window.__reactRouterContext")) {
    throw new Error(`SPA fallback: the server build answered ${res.status}`);
  }
  return html;
}

async function finishPublicPage(path: string) {
  const file = join(clientDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
  await writeFile(file, await finishPage(await readFile(file, "utf8"), clientDir));
}

// The staff shell carries content protection too: a public page reached from it by client-side
// navigation is protected like one loaded directly.
await writeFile(join(clientDir, "__spa-fallback.html"), withContentProtection(await renderSpaFallback()));
for (const path of PUBLIC_PATHS) await finishPublicPage(path);
const today = new Date().toISOString().slice(0, 10);
await writeFile(join(clientDir, "sitemap.xml"), sitemapXml(origin, PUBLIC_PATHS, today));
await writeFile(join(clientDir, "robots.txt"), robotsTxt(origin));

await mkdir(join(clientDir, "feeds"), { recursive: true });
for (const feed of FEEDS) await writeFile(join(clientDir, feed.path), siteFeed(feed.key, origin));

await mkdir(join(clientDir, "documents"), { recursive: true });
for (const doc of siteDocuments()) await writeFile(join(clientDir, doc.path), doc.html);

const compressible = /\.(html|js|css|svg|xml|txt|json|map|data)$/;
for await (const file of walk(clientDir)) {
  if (!compressible.test(file) || (await stat(file)).size < 256) continue;
  const data = await readFile(file);
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  await writeFile(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

console.log(
  `postbuild: ${PUBLIC_PATHS.length} public pages finished, compressed assets in ${relative(process.cwd(), clientDir)}`,
);
