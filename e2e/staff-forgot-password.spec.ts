import { AUTH_MESSAGES } from "@helixmap/common/errors";
import { ADMIN_PATHS } from "@helixmap/common/routes";
import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/pages";
import { createConfirmedAccount, freshAccount, mailedLink, submitLoginForm } from "./support/staff";

test("a person who forgot the password resets it, and the old password stops working", async ({ page, request }) => {
  const person = await createConfirmedAccount(request, freshAccount("Forgetful"));
  const newPassword = `${person.password}-new`;

  await gotoHydrated(page, ADMIN_PATHS.login);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  // The sign-in card has an "Email address" field too: wait for the reset form to replace it.
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await page.getByLabel("Email address").fill(person.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account exists for that address")).toBeVisible();

  await gotoHydrated(page, await mailedLink(person.email, "reset"));
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Repeat new password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Your password has been reset.")).toBeVisible();
  await page.getByRole("link", { name: "Go to Login Page" }).click();

  await submitLoginForm(page, person.email, person.password);
  await expect(page.getByRole("alert")).toHaveText(AUTH_MESSAGES.INVALID_CREDENTIALS);
  await submitLoginForm(page, person.email, newPassword);
  await expect(page.getByText(AUTH_MESSAGES.loggedIn)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
