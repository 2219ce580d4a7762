import { expect, test } from "@playwright/test";
import { deployThroughApi, openPageForm, publishChanges, saveDraft } from "./support/site-pages";
import { openDashboard, signInAsAdmin } from "./support/staff";

test.describe.configure({ timeout: 90_000 });

test("an administrator compares an earlier version of a page with the live one and restores it as the draft", async ({
  page,
}) => {
  const admin = await signInAsAdmin(page);
  await openDashboard(page);
  const form = await openPageForm(page, "terms-of-service");
  const title = form.getByLabel("Title", { exact: true }).first();
  const original = await title.inputValue();
  await title.fill(`${original} (revised)`);
  await saveDraft(page, form);
  await publishChanges(page);

  const versions = page.getByTestId("version");
  await expect(versions.first()).toContainText(`Published · live · by ${admin.fullName}`);
  const live = Number((await versions.first().textContent())?.match(/Version (\d+)/)?.[1]);
  const earlier = live - 1;

  await page.getByRole("button", { name: `Compare version ${earlier} with the current page` }).click();
  const diff = page.getByTestId("version-diff");
  await expect(diff).toContainText(`Version ${earlier} compared with the live page`);
  const change = diff.getByTestId("diff-field").filter({ hasText: /^Title/ });
  await expect(change.getByTestId("diff-before")).toHaveText(original);
  await expect(change.getByTestId("diff-after")).toHaveText(`${original} (revised)`);

  await page.getByRole("button", { name: `Restore version ${earlier}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText(`Version ${earlier} is now the draft`)).toBeVisible();
  await expect(page.getByText(/This page has unpublished changes/)).toBeVisible();
  const restored = page.getByRole("form", { name: /^Edit / });
  await expect(restored.getByLabel("Title", { exact: true }).first()).toHaveValue(original);

  await publishChanges(page);
  await expect(versions.first()).toContainText(`Version ${live + 1} · Published, restoring version ${earlier}`);

  await page.getByRole("tab", { name: "Audit Logs" }).click();
  await page
    .getByRole("region", { name: "Filter audit events" })
    .getByLabel("Action")
    .selectOption("page_version_restored");
  await expect(page.getByTestId("audit-entry").first()).toContainText(admin.fullName);
  await expect(page.getByTestId("audit-entry").first()).toContainText("page_version_restored");

  // The revised title may have gone live with another journey's deploy; this one puts the original back.
  await deployThroughApi(page.request);
});
