import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ITEM_SECTIONS } from "@helixmap/common/publishing";
import { PUBLIC_ROUTES } from "@helixmap/common/routes";
import { site } from "@helixmap/common/site";
import { describe, expect, it } from "vitest";
import { htmlFileFor, siteDir } from "./first-load";

// The build reads SITE_ORIGIN the same way.
const origin = (process.env.SITE_ORIGIN ?? site.origin).replace(/\/$/, "");
const built = (file: string) => readFileSync(join(siteDir(), file), "utf8");

/** Attribute values of <meta> tags in pre-rendered HTML, by name or property. */
function metaContent(html: string, key: string): string | undefined {
  for (const tag of html.match(/<meta\b[^>]*>/g) ?? []) {
    if (new RegExp(`(?:name|property)="${key}"`).test(tag)) return /content="([^"]*)"/.exec(tag)?.[1];
  }
  return undefined;
}

describe("sitemap.xml", () => {
  const locs = [...built("sitemap.xml").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it("lists every public page at the production origin, then the seeded items' own pages, and nothing else", () => {
    const pages = PUBLIC_ROUTES.map((r) => `${origin}${r.path}`);
    expect(locs.slice(0, pages.length)).toEqual(pages);
    const sections = Object.values(ITEM_SECTIONS).map((s) => `${origin}${s.path}/`);
    const items = locs.slice(pages.length);
    expect(items.length).toBeGreaterThan(0);
    for (const loc of items)
      expect(
        sections.some((s) => loc?.startsWith(s)),
        loc,
      ).toBe(true);
  });
});

describe("robots.txt", () => {
  const robots = built("robots.txt");

  it("keeps crawlers out of the staff area and the API, and points to the sitemap", () => {
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/api$/m);
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe.each(PUBLIC_ROUTES)("the pre-rendered $path", (route) => {
  const html = readFileSync(htmlFileFor(route.path), "utf8");

  it("carries a canonical link and Open Graph and Twitter card tags", () => {
    expect(html).toContain(`<link rel="canonical" href="${origin}${route.path}"`);
    for (const key of ["og:title", "og:description", "og:type", "og:site_name", "twitter:card", "twitter:title"]) {
      expect(metaContent(html, key), key).toBeTruthy();
    }
    expect(metaContent(html, "og:url")).toBe(`${origin}${route.path}`);
  });
});

describe("the home page's structured data", () => {
  const html = readFileSync(htmlFileFor("/"), "utf8");
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => m[1] ?? "",
  );

  it("describes the organisation in one JSON-LD script", () => {
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0] ?? "")).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.companyName,
      url: `${origin}/`,
    });
  });
});
