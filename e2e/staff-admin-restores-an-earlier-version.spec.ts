import { expect, test } from "@playwright/test";
import { expectMarkdown, writeMarkdown } from "./support/markdown-field";
import { openDashboard, signInAsAdmin } from "./support/staff";

test("the administrator compares an earlier version with the current item and restores it", async ({ page }) => {
  const admin = await signInAsAdmin(page);
  await openDashboard(page);

  const title = `Trial summary ${Date.now()}`;
  await page.getByRole("button", { name: "New Content" }).click();
  const form = page.getByRole("form", { name: "New content" });
  await form.getByLabel("Title").fill(title);
  await writeMarkdown(form, "Content", "Enrolment opens in May\nSites: Boston");
  await form.getByRole("button", { name: "Save" }).click();

  const card = page.getByTestId("content-item").filter({ hasText: title });
  await card.getByRole("button", { name: `Edit ${title}` }).click();
  const editForm = page.getByRole("form", { name: `Edit ${title}` });
  await editForm.getByLabel("Title").fill(`${title} (revised)`);
  await writeMarkdown(editForm, "Content", "Enrolment opens in June\nSites: Boston");
  await editForm.getByRole("button", { name: "Save" }).click();

  const revised = page.getByTestId("content-item").filter({ hasText: `${title} (revised)` });
  await revised.getByRole("button", { name: `Edit ${title} (revised)` }).click();
  const versions = page.getByTestId("version");
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText(`Version 2 · Saved · ${title} (revised) · by ${admin.fullName}`);
  await expect(versions.last()).toContainText(`Version 1 · Created · ${title}`);

  await page.getByRole("button", { name: "Compare version 1 with the current item" }).click();
  const diff = page.getByTestId("version-diff");
  await expect(diff.getByTestId("diff-title-before")).toHaveText(title);
  await expect(diff.locator('[data-kind="removed"]')).toContainText("Enrolment opens in May");
  await expect(diff.locator('[data-kind="added"]')).toContainText("Enrolment opens in June");
  await expect(diff.locator('[data-kind="same"]')).toContainText("Sites: Boston");

  await page.getByRole("button", { name: "Restore version 1" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText("Version 1 restored")).toBeVisible();
  const restoredForm = page.getByRole("form", { name: `Edit ${title}` });
  await expect(restoredForm.getByLabel("Title")).toHaveValue(title);
  await expectMarkdown(restoredForm, "Content", "Enrolment opens in May\nSites: Boston");
  await expect(versions.first()).toContainText("Version 3 · Restored version 1");

  await page.getByRole("tab", { name: "Audit Logs" }).click();
  await page.getByRole("region", { name: "Filter audit events" }).getByLabel("Action").selectOption("content_restored");
  await expect(page.getByTestId("audit-entry").first()).toContainText(admin.fullName);
  await expect(page.getByTestId("audit-entry").first()).toContainText("content_restored");
});
