import { AUTH_MESSAGES, CONFIRM_MESSAGES } from "@helixmap/common/errors";
import { ADMIN_PATHS } from "@helixmap/common/routes";
import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/pages";
import { freshAccount, mailedLink, openDashboard, signInAsAdmin, submitLoginForm } from "./support/staff";

test("a newcomer registers, confirms by e-mail, is denied until an administrator makes them a partner, then reads content only", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const person = freshAccount("Newcomer");

  await gotoHydrated(page, ADMIN_PATHS.register);
  await expect(page.getByRole("heading", { name: "Create Admin Account" })).toBeVisible();
  await page.getByLabel("Full name").fill(person.fullName);
  await page.getByLabel("Email address").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("status").filter({ hasText: AUTH_MESSAGES.registered })).toBeVisible();

  const link = await mailedLink(person.email, "confirm");
  await gotoHydrated(page, link);
  // Nothing is confirmed on load, so a mail scanner that opens the link confirms nobody.
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Email Confirmed!" })).toBeVisible();
  await expect(page.getByText(CONFIRM_MESSAGES.success)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 6000 });

  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await submitLoginForm(page, person.email, person.password);
  await expect(page.getByText(AUTH_MESSAGES.loggedIn)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("You don't have the required permissions to access this area.")).toBeVisible();
  await expect(page.getByTestId("current-role")).toHaveText("Public");
  await expect(page.getByTestId("required-role")).toHaveText("Partner");

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAsAdmin(adminPage);
  await openDashboard(adminPage);
  const shared = `For partners ${person.email}`;
  const internal = `Administrators only ${person.email}`;
  for (const [title, visibility] of [
    [shared, "partner"],
    [internal, "admin"],
  ]) {
    const created = await adminPage.request.post("/api/content", { data: { title, visibility, published: true } });
    expect(created.status(), await created.text()).toBe(201);
  }
  await adminPage.getByRole("tab", { name: "Users" }).click();
  await adminPage.getByLabel(`Role for ${person.fullName}`).selectOption("partner");
  await expect(adminPage.getByText(`${person.fullName} is now Partner`)).toBeVisible();
  await adminContext.close();

  await page.reload();
  await expect(page.getByTestId("welcome")).toContainText(`Welcome, ${person.fullName}`);
  await expect(page.getByTestId("welcome").getByText("Partner", { exact: true })).toBeVisible();
  await expect(page.getByRole("tab")).toHaveText(["Content", "Pages", "Media", "Data Room"]);
  await expect(page.getByTestId("content-item").filter({ hasText: shared })).toBeVisible();
  await expect(page.getByTestId("content-item").filter({ hasText: internal })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "New Content" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^(Edit|Delete) / })).toHaveCount(0);
});

test("a confirmation link used a second time fails with the invalid-link message", async ({ page, request }) => {
  const person = freshAccount("Twice");
  const registered = await request.post("/api/auth/register", { data: person });
  expect(registered.status()).toBe(201);
  const link = await mailedLink(person.email, "confirm");

  await gotoHydrated(page, link);
  // Nothing is confirmed on load, so a mail scanner that opens the link confirms nobody.
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Email Confirmed!" })).toBeVisible();

  await gotoHydrated(page, link);
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Confirmation Failed" })).toBeVisible();
  await expect(page.getByText(CONFIRM_MESSAGES.invalid)).toBeVisible();
  await page.getByRole("link", { name: "Go to Login Page" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
});
