import { PUBLIC_ROUTES } from "@helixmap/common/routes";
import { expect, test } from "@playwright/test";

const ORIGIN = "https://www.helixmap.example";

for (const route of PUBLIC_ROUTES) {
  test(`a visitor opening ${route.path} sees its title, canonical link, header and footer`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(route.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${ORIGIN}${route.path}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", route.description);
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
