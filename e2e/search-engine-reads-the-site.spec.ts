import { ITEM_SECTIONS } from "@helixmap/common/publishing";
import { PUBLIC_PATHS } from "@helixmap/common/routes";
import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/pages";

const ORIGIN = "https://www.helixmap.example";

test("a search engine finds the organisation's structured data on the home page", async ({ page }) => {
  await page.goto("/");
  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  const data = JSON.parse((await scripts.textContent()) ?? "");
  expect(data).toMatchObject({ "@type": "Organization", name: "HelixMap Therapeutics", url: `${ORIGIN}/` });
});

test("the home page loads and hydrates without a Content-Security-Policy violation", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  await gotoHydrated(page, "/");
  expect(problems).toEqual([]);
});

test("a search engine reads robots.txt and a sitemap of every public page", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.ok()).toBe(true);
  expect(await robots.text()).toMatch(/^Disallow: \/admin$/m);

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  // Every public page, then the own page of every published item (the seeded ones on a new installation).
  expect(locs.slice(0, PUBLIC_PATHS.length)).toEqual(PUBLIC_PATHS.map((p) => `${ORIGIN}${p}`));
  const sections = Object.values(ITEM_SECTIONS).map((s) => `${ORIGIN}${s.path}/`);
  for (const loc of locs.slice(PUBLIC_PATHS.length))
    expect(
      sections.some((s) => loc?.startsWith(s)),
      loc,
    ).toBe(true);
  expect(locs).toContain(`${ORIGIN}/press-releases/company-completes-2-million-seed-financing`);
});
