import { expect, type Page } from "@playwright/test";

/** Waits until React has hydrated the pre-rendered page, so handlers are attached. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

export async function sectionTop(page: Page, id: string): Promise<number> {
  return page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top));
}

export { expect };
