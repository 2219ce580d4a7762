import { expect, test } from "@playwright/test";
import { hydrate } from "./support/pages";
import { publishThroughApi, uniqueWord } from "./support/site-pages";
import { signInAsAdmin } from "./support/staff";

test.describe.configure({ timeout: 120_000 });

// A page's loader data is fetched when it hydrates (/developers.context.js), not carried in its HTML: a
// deploy between the load and the first intent hands the page newer data than its markup.
test("a visitor who first acts after a deploy landed reads the newer words, and the page works", async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const visitor = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const added = `Mapped anew, ${uniqueWord()}.`;
  let original: string | undefined;
  try {
    await visitor.goto("/developers");
    await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
    await publishThroughApi(page.request, "developers", (fields) => {
      original = String(fields.notice);
      return { ...fields, notice: `${original} ${added}` };
    });
    await expect(visitor.getByText(added)).toHaveCount(0);

    await hydrate(visitor);
    await expect(visitor.getByText(added)).toBeVisible();
    // React's handlers are attached: a section link in the header takes the visitor to that home section.
    await visitor.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Research" }).click();
    await expect(visitor).toHaveURL(/\/#research$/);
  } finally {
    await visitor.close();
    if (original !== undefined) {
      const notice = original;
      await publishThroughApi(page.request, "developers", (fields) => ({ ...fields, notice }));
    }
  }
});
