import { API_PATHS } from "@helixmap/common/api-paths";
import { ADMIN_PATHS } from "@helixmap/common/routes";
import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/pages";
import { createConfirmedAccount, freshAccount, signInWithApi } from "./support/staff";

test("a staff member renames themselves, ends their other sessions and changes their password", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const person = await createConfirmedAccount(request, freshAccount("Keeper"));
  const elsewhere = await browser.newContext();
  const otherPage = await elsewhere.newPage();
  await signInWithApi(otherPage, person);
  await signInWithApi(page, person);

  await gotoHydrated(page, ADMIN_PATHS.account);
  const sessions = page.getByRole("list", { name: "Active sessions" }).getByRole("listitem");
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: "This device" })).toHaveCount(1);
  await expect(sessions.first()).toContainText("127.0.0.1");
  await expect(sessions.first()).toContainText("last used");

  await page.getByLabel("Full name").fill("Kim Renamed");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Your name has been saved.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByTestId("nav-user")).toHaveText("Kim Renamed");

  await page.getByRole("button", { name: "Sign out all other sessions" }).click();
  await expect(sessions).toHaveCount(1);
  expect((await otherPage.request.get(API_PATHS.me)).status()).toBe(401);

  await signInWithApi(otherPage, person);
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(sessions).toHaveCount(2);
  await sessions
    .filter({ hasNotText: "This device" })
    .getByRole("button", { name: /^Sign out/ })
    .click();
  await expect(sessions).toHaveCount(1);
  expect((await otherPage.request.get(API_PATHS.me)).status()).toBe(401);

  const newPassword = `${person.password}-changed`;
  await page.getByLabel("Current password").fill("not my password");
  await page.getByLabel("New password").fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("This is not your current password")).toBeVisible();
  await page.getByLabel("Current password").fill(person.password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed.")).toBeVisible();
  // This session goes on; the new password is the one that works.
  expect((await page.request.get(API_PATHS.me)).status()).toBe(200);
  await signInWithApi(otherPage, { ...person, password: newPassword });
  await elsewhere.close();
});
