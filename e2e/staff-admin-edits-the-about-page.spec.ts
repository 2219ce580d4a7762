import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/pages";
import {
  deployFromTheDeploymentTab,
  openPageForm,
  publishChanges,
  publishThroughApi,
  saveDraft,
  uniqueWord,
} from "./support/site-pages";
import { openDashboard, signInAsAdmin } from "./support/staff";

test.describe.configure({ timeout: 120_000 });

test("an administrator edits the About page's first paragraph, previews it, publishes and deploys it, and a visitor reads it on /about", async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  await openDashboard(page);
  const form = await openPageForm(page, "about");
  const intro = form.getByLabel("Introduction");
  const original = await intro.inputValue();
  // Added to the paragraph rather than replacing it, so the figures it states stay for other journeys.
  const added = `Every codon counts, ${uniqueWord()}.`;
  await intro.fill(`${original} ${added}`);
  await saveDraft(page, form);

  const [preview] = await Promise.all([
    page.context().waitForEvent("page"),
    form.getByRole("link", { name: /Preview/ }).click(),
  ]);
  await preview.waitForLoadState();
  expect(new URL(preview.url()).pathname).toBe("/admin/preview/pages/about");
  await expect(preview.getByText(added)).toBeVisible();
  await preview.close();

  const visitor = await browser.newPage();
  try {
    await gotoHydrated(visitor, "/about");
    await expect(visitor.getByText(added)).toHaveCount(0);

    await publishChanges(page);
    await deployFromTheDeploymentTab(page);
    await gotoHydrated(visitor, "/about");
    await expect(visitor.getByText(added)).toBeVisible();
  } finally {
    await visitor.close();
    await publishThroughApi(page.request, "about", (fields) => ({ ...fields, intro: original }));
  }
});
