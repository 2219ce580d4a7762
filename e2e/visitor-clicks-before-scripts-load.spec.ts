import { expect, type Page, test } from "@playwright/test";
import { sectionTop } from "./support/pages";

/**
 * Holds every script request until the returned function is called, so the
 * page stays un-hydrated for as long as a slow network would keep it.
 */
async function holdScripts(page: Page): Promise<{ requested: () => number; release: () => void }> {
  let requested = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    requested++;
    await released;
    await route.continue();
  });
  return { requested: () => requested, release };
}

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

test("a public page fetches no script until the visitor shows intent", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/about");
  await page.waitForLoadState("load");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(scripts.requested()).toBe(0);

  await page.mouse.move(10, 10);
  await expect.poll(scripts.requested).toBeGreaterThan(0);
  scripts.release();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
});

test("a click made before the scripts have loaded works once they have", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const scripts = await holdScripts(page);
  await page.goto("/about");
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Research" }).click();
  expect(await isHydrated(page)).toBe(false);
  await expect(page).toHaveURL(/\/about$/);

  scripts.release();
  await expect(page).toHaveURL(/\/#research$/);
  await expect.poll(() => sectionTop(page, "research"), { timeout: 5000 }).toBe(80);
});

test("a key press made before the scripts have loaded works once they have", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = await holdScripts(page);
  await page.goto("/about");
  await page.getByRole("button", { name: "Open menu" }).focus();
  await page.keyboard.press("Enter");
  expect(await isHydrated(page)).toBe(false);
  await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);

  scripts.release();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
});
