import { AUTH_MESSAGES } from "@helixmap/common/errors";
import { ADMIN_PATHS } from "@helixmap/common/routes";
import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/pages";
import { createConfirmedAccount, freshAccount, mailedLink, submitLoginForm } from "./support/staff";

test("a wrong password shows the invalid-credentials message", async ({ page, request }) => {
  const person = await createConfirmedAccount(request, freshAccount("Wrong"));
  await gotoHydrated(page, ADMIN_PATHS.login);
  await submitLoginForm(page, person.email, "not-the-password");
  await expect(page.getByRole("alert")).toHaveText(AUTH_MESSAGES.INVALID_CREDENTIALS);
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("an unconfirmed account is told to verify and can resend the confirmation email", async ({ page, request }) => {
  const person = freshAccount("Unconfirmed");
  expect((await request.post("/api/auth/register", { data: person })).status()).toBe(201);
  await mailedLink(person.email, "confirm");

  await gotoHydrated(page, ADMIN_PATHS.login);
  await submitLoginForm(page, person.email, person.password);
  await expect(page.getByRole("alert")).toContainText(AUTH_MESSAGES.EMAIL_NOT_VERIFIED);
  await page.getByRole("button", { name: "Resend confirmation email" }).click();
  await expect(page.getByText("A new confirmation email is on its way.")).toBeVisible();
  await mailedLink(person.email, "confirm", 2);
});

test("after five wrong passwords the sign-in screen says how long to wait", async ({ page, request }) => {
  const person = await createConfirmedAccount(request, freshAccount("Locked"));
  await gotoHydrated(page, ADMIN_PATHS.login);
  const alert = page.getByRole("alert");
  for (let attempt = 1; attempt <= 5; attempt++) {
    // Each failure must be counted before the next attempt.
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/auth/sign-in"));
    await submitLoginForm(page, person.email, `wrong-password-${attempt}`);
    await answered;
    await expect(alert).toHaveText(AUTH_MESSAGES.INVALID_CREDENTIALS);
  }
  await submitLoginForm(page, person.email, person.password);
  await expect(alert).toHaveText(/^Too many failed sign-in attempts\. Please wait \d+ seconds before trying again\.$/);
});
