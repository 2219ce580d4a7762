import { AUTH_MESSAGES } from "@helixmap/common/errors";
import { ADMIN_PATHS } from "@helixmap/common/routes";
import { expect, test } from "@playwright/test";
import { totpCode } from "../server/src/test/totp";
import { blockExternalHosts } from "./support/external-hosts";
import { gotoHydrated } from "./support/pages";
import { createConfirmedAccount, freshAccount, submitLoginForm } from "./support/staff";

test("a staff member turns on two-factor sign-in from their account, then signs in with a code", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const outside = await blockExternalHosts(context);
  const person = await createConfirmedAccount(request, freshAccount("Twofa"));

  await gotoHydrated(page, ADMIN_PATHS.login);
  await submitLoginForm(page, person.email, person.password);
  await expect(page.getByText(AUTH_MESSAGES.loggedIn)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The name in the navigation leads to the account screen.
  await page.getByRole("navigation", { name: "Main" }).getByTestId("nav-user").click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();

  await page.getByLabel("Your password").fill(person.password);
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  await page.getByLabel("Code from the app").fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByText("Two-factor sign-in is on.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Backup codes" }).getByRole("listitem")).toHaveCount(10);
  // The QR code was drawn in the page: nothing was fetched from another host.
  expect(outside).toEqual([]);

  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);

  await gotoHydrated(page, ADMIN_PATHS.login);
  await submitLoginForm(page, person.email, person.password);
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  await page.getByLabel("Authentication code").fill(totpCode(secret) === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toHaveText(AUTH_MESSAGES.INVALID_CODE);
  await page.getByLabel("Authentication code").fill(totpCode(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText(AUTH_MESSAGES.loggedIn)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
