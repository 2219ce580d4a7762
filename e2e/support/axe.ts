import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.1 A and AA, as issue 16 requires. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
/**
 * axe keeps some rules off unless asked for; among them label-content-name-mismatch, WCAG 2.5.3
 * (label in name): a person using speech input says what they see (issue 22).
 */
const EXPERIMENTAL_TAG = "experimental";

/**
 * Runs axe-core on the page as it is now (an open dialog or tab included) and expects no violation.
 * A frame sandboxed without scripts (the Science viewer) is taken out first: axe injects itself into
 * every frame and waits for ever on one that may not run it. The documents such frames show are
 * checked as pages of their own.
 */
export async function expectAccessible(page: Page, label: string) {
  // A staff form's live preview puts such a frame in once its render arrives: let it arrive first, or
  // the frame comes in after the removal below and axe waits on it for ever.
  await expect(page.getByText(/^(Updating\.\.\.|Rendering the preview\.\.\.)$/)).toHaveCount(0, { timeout: 30_000 });
  await page.locator("iframe[sandbox]:not([sandbox*='allow-scripts'])").evaluateAll((frames) => {
    for (const frame of frames) frame.remove();
  });
  const results = await new AxeBuilder({ page })
    .withTags([...WCAG_TAGS, EXPERIMENTAL_TAG])
    .options({ iframes: false })
    .analyze();
  const found = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`,
  );
  expect(found, `axe on ${label}`).toEqual([]);
}
