import { expect, type Page } from "@playwright/test";

/**
 * Public pages hydrate on a visitor's first sign of intent (decision 007);
 * moving the pointer is one. Waits until React's handlers are attached.
 */
export async function hydrate(page: Page) {
  await page.mouse.move(0, 0);
  await page.mouse.move(1, 1);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Opens a page and waits until React has hydrated it, so handlers are attached. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await hydrate(page);
}

export async function sectionTop(page: Page, id: string): Promise<number> {
  return page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top));
}

export { expect };
