import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { visibleText } from "./support/visible-text";

/** Each route's visible text before the site became content (e2e/fixtures/visible-text-before-cms.json). */
const before = JSON.parse(
  readFileSync(new URL("./fixtures/visible-text-before-cms.json", import.meta.url), "utf8"),
) as Record<string, string>;

// The list pages now render their page documents and the seeded items alone: the same words, in the same order.
for (const path of [
  "/press-releases",
  "/sec-filings",
  "/research-publications",
  "/patent-portfolio",
  "/regulatory-updates",
]) {
  test(`${path} reads as it did when its entries were code`, async ({ page }) => {
    await page.goto(path);
    expect(await visibleText(page)).toBe(before[path]);
  });
}
