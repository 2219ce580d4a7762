import { expect, type Locator, type Page } from "@playwright/test";

/** Presses Tab until `target` has the focus, as a keyboard-only visitor would; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target, `reached by Tab within ${max} presses`).toBeFocused();
}

/** True when the focus is inside `container`. */
export function focusWithin(container: Locator): Promise<boolean> {
  return container.evaluate((el) => el.contains(document.activeElement));
}
