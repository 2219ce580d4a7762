import { randomBytes } from "node:crypto";
import type { ContentItem } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { publishedItemPath } from "@helixmap/common/publishing";
import { expect, type Page, test } from "@playwright/test";
import { expectMarkdown, writeMarkdown } from "./support/markdown-field";
import { openDashboard, signInAsAdmin } from "./support/staff";

// Deploys are one at a time on the shared server.
test.describe.configure({ mode: "serial", timeout: 90_000 });

async function deploy(page: Page) {
  const res = await page.request.post(API_PATHS.deployments, { data: {} });
  expect(res.status(), await res.text()).toBe(201);
}

async function publicText(page: Page, item: ContentItem): Promise<string> {
  const res = await page.request.get(publishedItemPath(item.contentType, item.slug));
  return res.text();
}

test("the administrator prepares changes to a live page and publishes them when ready", async ({ page }) => {
  await signInAsAdmin(page);
  const id = randomBytes(3).toString("hex");
  const title = `Pipeline overview ${id}`;
  const created = await page.request.post(API_PATHS.content, {
    data: { title, content: `Phase 1 enrolling ${id}`, visibility: "public", contentType: "page", published: true },
  });
  expect(created.status()).toBe(201);
  const item = (await created.json()).item as ContentItem;
  await deploy(page);
  await openDashboard(page);

  const card = page.getByTestId("content-item").filter({ hasText: title });
  await card.getByRole("button", { name: `Edit ${title}` }).click();
  const form = page.getByRole("form", { name: `Edit ${title}` });
  await writeMarkdown(form, "Content", `Phase 2 started ${id}`);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Changes saved as a draft")).toBeVisible();
  await expect(card.getByText("Unpublished changes")).toBeVisible();

  // Visitors still see the published text, even after a deploy; the preview shows the draft.
  await deploy(page);
  expect(await publicText(page, item)).toContain(`Phase 1 enrolling ${id}`);
  const preview = await page.request.get(`/admin/preview/${item.id}`);
  expect(await preview.text()).toContain(`Phase 2 started ${id}`);

  await card.getByRole("button", { name: `Edit ${title}` }).click();
  await expectMarkdown(form, "Content", `Phase 2 started ${id}`);
  await page.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByText("Changes published")).toBeVisible();
  await expect(card.getByText("Unpublished changes")).toHaveCount(0);

  await deploy(page);
  const text = await publicText(page, item);
  expect(text).toContain(`Phase 2 started ${id}`);
  expect(text).not.toContain(`Phase 1 enrolling ${id}`);
});
