import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

type SetAsideWindow = Window & { __setAsideFrames?: [Comment, Element][] };

/** WCAG 2.1 A and AA, as issue 16 requires. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
/**
 * axe keeps some rules off unless asked for; among them label-content-name-mismatch, WCAG 2.5.3
 * (label in name): a person using speech input says what they see (issue 22).
 */
const EXPERIMENTAL_TAG = "experimental";

/**
 * Runs axe-core on the page as it is now (an open dialog or tab included) and expects no violation.
 * A frame sandboxed without scripts (the Science viewer, a staff form's live preview) is set aside
 * while axe runs: axe injects itself into every frame and waits for ever on one that may not run it.
 * Each frame goes back where it was afterwards, since React owns it and a node it cannot find again
 * crashes the form's next render. The documents such frames show are checked as pages of their own.
 */
export async function expectAccessible(page: Page, label: string) {
  // A staff form's live preview puts such a frame in once its render arrives: let it arrive first, or
  // the frame comes in after it is set aside below and axe waits on it for ever.
  await expect(page.getByText(/^(Updating\.\.\.|Rendering the preview\.\.\.)$/)).toHaveCount(0, { timeout: 30_000 });
  await page.locator("iframe[sandbox]:not([sandbox*='allow-scripts'])").evaluateAll((frames) => {
    (window as SetAsideWindow).__setAsideFrames = frames.map((frame) => {
      const mark = document.createComment("a frame set aside while axe runs");
      frame.replaceWith(mark);
      return [mark, frame];
    });
  });
  let results: Awaited<ReturnType<AxeBuilder["analyze"]>>;
  try {
    results = await new AxeBuilder({ page })
      .withTags([...WCAG_TAGS, EXPERIMENTAL_TAG])
      .options({ iframes: false })
      .analyze();
  } finally {
    await page.evaluate(() => {
      const w = window as SetAsideWindow;
      for (const [mark, frame] of w.__setAsideFrames ?? []) mark.replaceWith(frame);
      delete w.__setAsideFrames;
    });
  }
  const found = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`,
  );
  expect(found, `axe on ${label}`).toEqual([]);
}
