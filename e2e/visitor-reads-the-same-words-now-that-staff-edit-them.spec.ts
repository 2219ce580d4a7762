import { readFileSync } from "node:fs";
import { SITE_DOCUMENTS } from "@helixmap/common/outbound-targets";
import { PUBLIC_PATHS } from "@helixmap/common/routes";
import { expect, test } from "@playwright/test";
import { visibleText } from "./support/visible-text";

/**
 * Every word of every public page moved from code into the database (issue 23). The fixture is
 * the text a visitor saw on each route while the words were still code, captured from that build;
 * the first generation rendered from the seeded database must read the same. Three later changes are
 * written into it by hand: each download states its stored file (issue 24), the footer and the
 * research section point partners to the data room (issue 26), and a crumb is its page's title
 * ("SEC Filings", "Terms of Service") where the path once made it "Sec Filings", "Terms Of Service".
 * The two HTML documents' text was captured from the last build that wrote them from code; each
 * deploy now writes them from theirs.
 */
const before = JSON.parse(
  readFileSync(new URL("./fixtures/visible-text-before-cms.json", import.meta.url), "utf8"),
) as Record<string, string>;

for (const path of [...PUBLIC_PATHS, ...Object.values(SITE_DOCUMENTS)]) {
  test(`a visitor reads the same words on ${path} as when they were code`, async ({ page }) => {
    await page.goto(path);
    expect(await visibleText(page)).toBe(before[path]);
  });
}
