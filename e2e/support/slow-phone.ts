import type { Page } from "@playwright/test";

/**
 * Opens a page the way an impatient visitor on a phone four times slower than
 * this machine meets it: the CPU is slowed through DevTools and the journey
 * goes on as soon as the HTML is parsed (`domcontentloaded`), long before the
 * page has hydrated.
 */
export async function openOnSlowPhone(page: Page, path: string) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(path, { waitUntil: "domcontentloaded" });
}
