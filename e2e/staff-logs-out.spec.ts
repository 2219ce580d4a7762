import { expect, test } from "@playwright/test";
import { openDashboard, signInAsAdmin } from "./support/staff";

test("a signed-in person logs out from the navigation and lands on the home page", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const admin = await signInAsAdmin(page);
  await openDashboard(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByTestId("nav-user")).toHaveText(admin.fullName);

  await nav.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole("link", { name: "Sign In" })).toBeVisible();

  await openDashboard(page);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
});
