import type { Page } from "@playwright/test";

/**
 * The words a sighted visitor sees on the page, one line per rendered line
 * break, whitespace collapsed: what the content migration must keep. The
 * footer's year is the clock's, not content, so it is masked.
 */
export async function visibleText(page: Page): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: what is rendered visible is the point, hidden text is not
  const text = await page.locator("body").innerText();
  return text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line.length > 0)
    .join("\n")
    .replace(/© \d{4}/g, "© YEAR");
}
