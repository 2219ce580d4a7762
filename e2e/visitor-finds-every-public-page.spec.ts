import { pageKeyOf, SITE_FIELDS } from "@helixmap/common/pages/page-catalogue";
import { placeholderValues, resolvePlaceholders } from "@helixmap/common/pages/placeholders";
import { PUBLIC_ROUTES } from "@helixmap/common/routes";
import { expect, test } from "@playwright/test";
import { PAGE_SEEDS } from "../server/src/seed/page-seeds";
import { siteSeed } from "../server/src/seed/pages/site";

const ORIGIN = "https://www.helixmap.example";
const settings = placeholderValues(SITE_FIELDS, siteSeed);

/** The title and description the seeded page document gives the page, as a deploy states them. */
function seededHead(path: string) {
  const { title, description } = PAGE_SEEDS[pageKeyOf(path)!];
  return { title: resolvePlaceholders(title, settings), description: resolvePlaceholders(description, settings) };
}

for (const route of PUBLIC_ROUTES) {
  test(`a visitor opening ${route.path} sees its title, canonical link, header and footer`, async ({ page }) => {
    const head = seededHead(route.path);
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(head.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${ORIGIN}${route.path}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", head.description);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.locator("main")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
}

test("a visitor following an unknown link ends on the home page", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("#cures")).toBeAttached();
});

test("a visitor on Investment Opportunity sees the breadcrumb Home / Investment Opportunity", async ({ page }) => {
  await page.goto("/investment-opportunity");
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
  await expect(crumbs).toHaveText(["Home", "Investment Opportunity"]);
});

test("the home page has no breadcrumb bar", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
});
