import { randomBytes } from "node:crypto";
import { API_PATHS } from "@helixmap/common/api-paths";
import type { DocumentKey } from "@helixmap/common/pages/page-catalogue";
import type { PageDocument } from "@helixmap/common/pages/pages-api";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";

/** Letters only: page text may not type a figure by hand, so a marker must hold no digits. */
export function uniqueWord(): string {
  return [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join("");
}

/** Opens the Pages tab and the form of one page (`about`, `home`) or of the site settings (`site`). */
export async function openPageForm(page: Page, key: DocumentKey): Promise<Locator> {
  await page.getByRole("tab", { name: "Pages" }).click();
  const row = page.locator(`[data-testid="page-row"][data-page-key="${key}"]`);
  await row.getByRole("button", { name: /^(Edit|Open) / }).click();
  const form = page.getByRole("form", { name: /^Edit |\(read only\)$/ });
  await expect(form).toBeVisible();
  return form;
}

export async function saveDraft(page: Page, form: Locator) {
  await form.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(/^Draft saved/).last()).toBeVisible();
  await expect(page.getByText(/This page has unpublished changes/)).toBeVisible();
}

export async function publishChanges(page: Page) {
  await page.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByText(/^Changes published/).last()).toBeVisible();
  await expect(page.getByText(/This page has unpublished changes/)).toHaveCount(0);
}

/**
 * Manual Deploy from the Deployment tab, waiting for its row to say Success.
 * Another journey's deploy may be running (the server answers 409 then), so
 * a refused start is tried again.
 */
export async function deployFromTheDeploymentTab(page: Page) {
  await page.getByRole("tab", { name: "Deployment" }).click();
  const rows = page.getByTestId("deployment-row");
  await expect(page.getByTestId("last-deploy")).not.toHaveText("Loading...");
  for (let attempt = 0; ; attempt++) {
    const before = await rows.count();
    await page.getByRole("button", { name: "Manual Deploy" }).click();
    const refused = page.getByText("Deployment could not be started");
    await expect(rows.nth(before).or(refused.first())).toBeVisible({ timeout: 60_000 });
    if (!(await refused.first().isVisible()) || attempt >= 5) break;
    await page.waitForTimeout(5_000);
    await page.reload();
    await page.getByRole("tab", { name: "Deployment" }).click();
  }
  await expect(rows.first()).toContainText("Success", { timeout: 60_000 });
}

/** A whole document changed through the API, published and deployed: how a journey puts back what it changed. */
export async function publishThroughApi(
  request: APIRequestContext,
  key: DocumentKey,
  change: (fields: Record<string, unknown>) => Record<string, unknown>,
) {
  const got = await request.get(API_PATHS.page(key));
  expect(got.status(), await got.text()).toBe(200);
  const { page } = (await got.json()) as { page: PageDocument };
  const saved = await request.patch(API_PATHS.page(key), { data: { fields: change(page.draft ?? page.fields) } });
  expect(saved.status(), await saved.text()).toBe(200);
  const published = await request.post(API_PATHS.publishPageChanges(key));
  expect(published.status(), await published.text()).toBe(200);
  await deployThroughApi(request);
}

/** Starts a deploy, waiting out one another journey may be running (409). */
export async function deployThroughApi(request: APIRequestContext) {
  await expect
    .poll(async () => (await request.post(API_PATHS.deployments, { data: {} })).status(), {
      message: "a deploy started",
      timeout: 60_000,
      intervals: [2_000],
    })
    .toBe(201);
}
