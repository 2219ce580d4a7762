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

/** Where each page states the mapped-genes figure, around the number. */
const STATEMENTS = {
  "/": (n: number) => `mapped to ${n} therapeutic genes`,
  "/about": (n: number) => `${n} therapeutic genes`,
  "/technology": (n: number) => `to ${n} genes`,
} as const;

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
  for (const [path, statement] of Object.entries(STATEMENTS)) {
    expect(await htmlOf(page, path), path).toContain(statement(27));
  }

  await openDashboard(page);
  const form = await openPageForm(page, "site");
  const genes = form.getByRole("group", { name: "Headline figures" }).getByLabel("Therapeutic genes mapped");
  await expect(genes).toHaveValue("27");
  await genes.fill("31");
  try {
    await saveDraft(page, form);
    await publishChanges(page);
    await deployFromTheDeploymentTab(page);

    for (const [path, statement] of Object.entries(STATEMENTS)) {
      const html = await htmlOf(page, path);
      expect(html, path).toContain(statement(31));
      expect(html, path).not.toContain(statement(27));
    }
    const visitor = await browser.newPage();
    await gotoHydrated(visitor, "/about");
    await expect(visitor.getByText(/31 therapeutic genes/).first()).toBeVisible();
    await visitor.close();
  } finally {
    // Other journeys read the seeded figure.
    await publishThroughApi(page.request, "site", (fields) => ({
      ...fields,
      figures: { ...(fields.figures as Record<string, unknown>), mappedGenes: 27 },
    }));
    await expect.poll(async () => htmlOf(page, "/about"), { timeout: 60_000 }).toContain(STATEMENTS["/about"](27));
  }
});
