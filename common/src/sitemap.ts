import { escapeXml } from "./xml";

/** sitemap.xml and robots.txt of the public site, for the build and for every deploy. */
export function sitemapXml(origin: string, paths: readonly string[], lastmod: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${paths.map((p) => `  <url><loc>${escapeXml(origin + p)}</loc><lastmod>${lastmod}</lastmod></url>`).join("\n")}
</urlset>
`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\nDisallow: /press-alerts\n\nSitemap: ${origin}/sitemap.xml\n`;
}
