// After `react-router build`: hash inline scripts for the Content-Security-Policy,
// write sitemap.xml, robots.txt, the Atom feeds and the site documents, and pre-compress every text asset.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { FEEDS } from "@helixmap/common/feeds";
import { PUBLIC_PATHS } from "@helixmap/common/routes";
import { site } from "@helixmap/common/site";
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

function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1];
    if (!body) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return hashes;
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
  `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\nDisallow: /press-alerts\n\nSitemap: ${origin}/sitemap.xml\n`,
);

await mkdir(join(clientDir, "feeds"), { recursive: true });
for (const feed of FEEDS) await writeFile(join(clientDir, feed.path), siteFeed(feed.key, origin));

await mkdir(join(clientDir, "documents"), { recursive: true });
for (const doc of siteDocuments()) await writeFile(join(clientDir, doc.path), doc.html);

const hashes = new Set<string>();
const compressible = /\.(html|js|css|svg|xml|txt|json|map)$/;
for await (const file of walk(clientDir)) {
  if (file.endsWith(".html")) {
    for (const h of inlineScriptHashes(await readFile(file, "utf8"))) hashes.add(h);
  }
  if (!compressible.test(file) || (await stat(file)).size < 256) continue;
  const data = await readFile(file);
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  await writeFile(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

await writeFile(join(buildDir, "csp-script-hashes.json"), `${JSON.stringify([...hashes].sort(), null, 2)}\n`);
console.log(
  `postbuild: ${hashes.size} inline script hashes, compressed assets in ${relative(process.cwd(), clientDir)}`,
);
