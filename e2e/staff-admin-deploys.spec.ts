import { expect, test } from "@playwright/test";
import { openDashboard, signInAsAdmin } from "./support/staff";

test("Manual Deploy adds a deployment row and updates the last deploy time", async ({ page }) => {
  const admin = await signInAsAdmin(page);
  await openDashboard(page);
  await page.getByRole("tab", { name: "Deployment" }).click();
  await expect(page.getByText("Connected")).toBeVisible();
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
  const rows = page.getByTestId("deployment-row");
  await expect(page.getByTestId("last-deploy")).not.toHaveText("Loading...");
  const before = await rows.count();

  await page.getByRole("button", { name: "Manual Deploy" }).click();
  await expect(rows).toHaveCount(before + 1);
  await expect(rows.first()).toContainText("Manual deploy");
  await expect(rows.first()).toContainText(admin.fullName);
  await expect(rows.first()).toContainText("Success");
  await expect(page.getByTestId("last-deploy")).toHaveText("just now");
});
