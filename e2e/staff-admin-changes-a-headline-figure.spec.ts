import { SITE_DOCUMENTS } from "@helixmap/common/outbound-targets";
import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./support/pages";
import {
  deployFromTheDeploymentTab,
  openPageForm,
  publishChanges,
  publishThroughApi,
  saveDraft,
} from "./support/site-pages";
import { openDashboard, signInAsAdmin } from "./support/staff";

test.describe.configure({ timeout: 150_000 });

/**
 * The pages and HTML documents that state the mapped-genes figure ("to 27 therapeutic genes", "Reaching 27
 * genes", "onto 27 distinct therapeutic genes").
 */
const STATING = [
  "/",
  "/about",
  "/technology",
  "/science",
  SITE_DOCUMENTS.scientificFoundation,
  SITE_DOCUMENTS.technologyDemo,
];
const states = (n: number) => new RegExp(`\\b${n} (?:distinct |therapeutic )*genes\\b`);

async function htmlOf(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

test("an administrator changes the mapped-genes figure once in the site settings and every page stating it changes after a deploy", async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  for (const path of STATING) expect(states(27).test(await htmlOf(page, path)), `${path} states 27`).toBe(true);

  await openDashboard(page);
  const form = await openPageForm(page, "site");
  const genes = form.getByRole("group", { name: "Headline figures" }).getByLabel("Therapeutic genes mapped");
  await expect(genes).toHaveValue("27");
  await genes.fill("31");
  try {
    await saveDraft(page, form);
    await publishChanges(page);
    await deployFromTheDeploymentTab(page);

    for (const path of STATING) {
      const html = await htmlOf(page, path);
      expect.soft(states(31).test(html), `${path} states 31`).toBe(true);
      expect.soft(states(27).test(html), `${path} still states 27`).toBe(false);
    }
    const visitor = await browser.newPage();
    await gotoHydrated(visitor, "/about");
    await expect(visitor.getByText(/31 therapeutic genes/).first()).toBeVisible();
    await gotoHydrated(visitor, "/science");
    await expect(visitor.getByText(/Reaching 31 genes/)).toBeVisible();
    // The Science page frames the foundation document; the frame loads once it is scrolled to.
    const viewer = visitor.locator(`iframe[src="${SITE_DOCUMENTS.scientificFoundation}"]`);
    await viewer.scrollIntoViewIfNeeded();
    await expect(viewer.contentFrame().getByText(/onto 31 therapeutic genes/)).toBeVisible();
    await visitor.goto(SITE_DOCUMENTS.technologyDemo);
    await expect(visitor.getByText(/onto 31 distinct therapeutic genes/)).toBeVisible();
    await visitor.close();
  } finally {
    // Other journeys read the seeded figure.
    await publishThroughApi(page.request, "site", (fields) => ({
      ...fields,
      figures: { ...(fields.figures as Record<string, unknown>), mappedGenes: 27 },
    }));
    await expect
      .poll(async () => states(27).test(await htmlOf(page, "/about")), {
        timeout: 60_000,
        message: "27 back on /about",
      })
      .toBe(true);
  }
});
