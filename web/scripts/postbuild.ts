// After `react-router build`: turn every public page into its fast form (the
// server's page-speed transform), write sitemap.xml and robots.txt, and
// pre-compress every text asset. The server takes its CSP script hashes from
// the pages themselves.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { PUBLIC_PATHS } from "@helixmap/common/routes";
import { site } from "@helixmap/common/site";
import { optimizePage, stylesheetHrefs } from "../../server/src/page-speed/optimize-page";

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

async function optimizePublicPage(path: string) {
  const file = join(clientDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
  const html = await readFile(file, "utf8");
  const stylesheets = new Map<string, string>();
  for (const href of stylesheetHrefs(html)) stylesheets.set(href, await readFile(join(clientDir, href), "utf8"));
  await writeFile(file, optimizePage(html, { stylesheets }).html);
}

const today = new Date().toISOString().slice(0, 10);
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${PUBLIC_PATHS.map((p) => `  <url><loc>${origin}${p}</loc><lastmod>${today}</lastmod></url>`).join("\n")}
</urlset>
`;
await writeFile(join(clientDir, "sitemap.xml"), sitemap);
await writeFile(
  join(clientDir, "robots.txt"),
  `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\n\nSitemap: ${origin}/sitemap.xml\n`,
);

for (const path of PUBLIC_PATHS) await optimizePublicPage(path);

const compressible = /\.(html|js|css|svg|xml|txt|json|map)$/;
for await (const file of walk(clientDir)) {
  if (!compressible.test(file) || (await stat(file)).size < 256) continue;
  const data = await readFile(file);
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  await writeFile(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

console.log(
  `postbuild: ${PUBLIC_PATHS.length} public pages optimized, compressed assets in ${relative(process.cwd(), clientDir)}`,
);
