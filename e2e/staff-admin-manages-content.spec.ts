import { DELETE_CONTENT_CONFIRMATION } from "@helixmap/common/errors";
import { expect, test } from "@playwright/test";
import { writeMarkdown } from "./support/markdown-field";
import { openDashboard, signInAsAdmin } from "./support/staff";

test("the administrator creates, edits and deletes an item and finds each step in the audit logs", async ({ page }) => {
  const admin = await signInAsAdmin(page);
  await openDashboard(page);
  await expect(page.getByTestId("welcome")).toContainText(`Welcome, ${admin.fullName}`);
  await expect(page.getByTestId("welcome").getByText("Admin", { exact: true })).toBeVisible();
  await expect(page.getByRole("tab")).toHaveText([
    "Content",
    "Pages",
    "Media",
    "Data Room",
    "Users",
    "Review",
    "Releases",
    "Deployment",
    "Audit Logs",
    "Applications",
    "Subscribers",
    "Trash",
  ]);

  const title = `Pipeline update ${Date.now()}`;
  await page.getByRole("button", { name: "New Content" }).click();
  const form = page.getByRole("form", { name: "New content" });
  await expect(form.getByLabel("Visibility")).toHaveValue("public");
  await expect(form.getByLabel("Content type")).toHaveValue("page");
  await expect(form.getByLabel("Published")).not.toBeChecked();
  await form.getByLabel("Title").fill(title);
  await writeMarkdown(form, "Content", '<img src=x onerror="window.__pwned=1">First line\nSecond line');
  await form.getByLabel("Visibility").selectOption("partner");
  await form.getByRole("button", { name: "Save" }).click();

  const card = page.getByTestId("content-item").filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByText("Draft")).toBeVisible();
  await expect(card.getByText("Partner")).toBeVisible();
  await expect(card.getByTestId("content-preview")).toContainText('<img src=x onerror="window.__pwned=1">');
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

  await card.getByRole("button", { name: `Edit ${title}` }).click();
  const editForm = page.getByRole("form", { name: `Edit ${title}` });
  await editForm.getByLabel("Title").fill(`${title} (final)`);
  await editForm.getByLabel("Published").check();
  await editForm.getByRole("button", { name: "Save" }).click();
  const edited = page.getByTestId("content-item").filter({ hasText: `${title} (final)` });
  await expect(edited.getByText("Published")).toBeVisible();

  await edited.getByRole("button", { name: `Delete ${title} (final)` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(DELETE_CONTENT_CONFIRMATION);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("content-item").filter({ hasText: title })).toHaveCount(0);

  await page.getByRole("tab", { name: "Audit Logs" }).click();
  await page.getByRole("button", { name: "Refresh" }).click();
  const entries = page.getByTestId("audit-entry").filter({ hasText: admin.fullName });
  for (const action of ["content_created", "content_updated", "content_trashed"]) {
    await expect(entries.filter({ hasText: action }).first()).toContainText("Content section");
  }
});

test("a duplicate slug is reported on the slug field", async ({ page }) => {
  await signInAsAdmin(page);
  await openDashboard(page);
  const slug = `dup-${Date.now()}`;
  for (const title of ["Original", "Copy"]) {
    await page.getByRole("button", { name: "New Content" }).click();
    const form = page.getByRole("form", { name: "New content" });
    await form.getByLabel("Title").fill(`${title} ${slug}`);
    await form.getByLabel("Slug").fill(slug);
    await form.getByRole("button", { name: "Save" }).click();
  }
  const slugField = page.getByRole("form", { name: "New content" }).getByLabel("Slug");
  await expect(slugField).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("form", { name: "New content" })).toContainText(/slug/i);
});
