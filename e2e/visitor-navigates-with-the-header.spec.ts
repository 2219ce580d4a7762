import { expect, test } from "@playwright/test";
import { gotoHydrated, sectionTop } from "./support/pages";

test("the navigation turns scrolled after 50 px and the scroll-to-top button appears after 300 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await gotoHydrated(page, "/");
  const header = page.locator("header[data-scrolled]");
  const toTop = page.getByRole("button", { name: "Scroll to top" });

  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo(0, 60));
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await expect(toTop).toHaveCount(0);

  await page.evaluate(() => window.scrollTo(0, 320));
  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(header).toHaveAttribute("data-scrolled", "false");
});

test("a section link clicked on /about lands on the home page scrolled to that section", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, "/about");
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Research" }).click();
  await expect(page).toHaveURL(/\/#research$/);
  // The section's top comes to rest just under the 80 px navigation bar.
  await expect.poll(() => sectionTop(page, "research"), { timeout: 5000 }).toBe(80);
});

test("a section link on the home page scrolls to its section with the 80 px offset", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, "/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Applications" }).click();
  await expect.poll(() => sectionTop(page, "applications"), { timeout: 5000 }).toBe(80);
});

test("the mobile menu opens as a dialog and closes on Escape", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/about");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
});

test("the footer brand button on another page goes home", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await page
    .getByRole("contentinfo")
    .getByRole("button", { name: /HelixMap/ })
    .click();
  await expect(page).toHaveURL(/\/$/);
});
