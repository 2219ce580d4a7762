import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/pages";

test("a page that fails to render shows the fallback, and Try Again recovers", async ({ page }) => {
  // Wrap the Privacy Policy page module so it throws until the test lets it
  // render: a real render error inside the real page, with no test hooks in
  // the product.
  await page.route(/\/assets\/privacy-policy-[\w-]+\.js$/, async (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.has("original")) return route.continue();
    const original = `${url.pathname}?original`;
    await route.fulfill({
      contentType: "text/javascript",
      body: `import Page from "${original}";
export * from "${original}";
export default function Failing(props) {
  if (!window.__allowRender) throw new Error("simulated render failure");
  return Page(props);
}`,
    });
  });

  await gotoHydrated(page, "/");
  page.on("pageerror", () => {});
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  const alert = page.getByRole("alert");
  await expect(alert.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(alert).toContainText("An unexpected error occurred. Please try refreshing the page.");
  await expect(alert.getByRole("button", { name: "Reload Page" })).toBeVisible();

  await page.evaluate(() => {
    (window as unknown as { __allowRender: boolean }).__allowRender = true;
  });
  await alert.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
});
