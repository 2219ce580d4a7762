import type { ContentItem } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { DELETE_CONTENT_CONFIRMATION } from "@helixmap/common/errors";
import { expect, test } from "@playwright/test";
import { expectMarkdown } from "./support/markdown-field";
import { openDashboard, signInAsAdmin } from "./support/staff";

test("an administrator deletes an item, finds it in the Trash and restores it with its history", async ({ page }) => {
  test.setTimeout(60_000);
  const admin = await signInAsAdmin(page);
  const title = `Investor letter ${Date.now()}`;
  const created = await page.request.post(API_PATHS.content, { data: { title, content: "First draft" } });
  expect(created.status(), await created.text()).toBe(201);
  const item = ((await created.json()) as { item: ContentItem }).item;
  const edited = await page.request.patch(API_PATHS.contentItem(item.id), {
    data: { content: "Second draft", baseVersion: item.version },
  });
  expect(edited.status(), await edited.text()).toBe(200);

  await openDashboard(page);
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(DELETE_CONTENT_CONFIRMATION);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("content-item").filter({ hasText: title })).toHaveCount(0);

  await page.getByRole("tab", { name: "Trash" }).click();
  const row = page.getByTestId("trashed-item").filter({ hasText: title });
  await expect(row).toContainText("2 versions");
  await expect(row).toContainText(`by ${admin.fullName}`);
  await row.getByRole("button", { name: `Restore ${title}` }).click();
  await expect(page.getByText(`"${title}" restored`)).toBeVisible();
  await expect(page.getByTestId("trashed-item").filter({ hasText: title })).toHaveCount(0);

  await page.getByRole("tab", { name: "Content" }).click();
  const card = page.getByTestId("content-item").filter({ hasText: title });
  await expect(card.getByText("Draft", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: `Edit ${title}` }).click();
  await expectMarkdown(page.getByRole("form", { name: `Edit ${title}` }), "Content", "Second draft");
  const versions = page.getByTestId("version");
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(1)).toContainText("Version 2");
  await expect(versions.last()).toContainText("Version 1 · Created");
});
