import { ADMIN_PATHS } from "@helixmap/common/routes";
import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./support/pages";
import { ensureAdmin, freshAccount, mailedLink, submitLoginForm } from "./support/staff";

/** The names sites commonly read a post-sign-in target from, all pointing away. */
const OFFSITE =
  "redirect=https://evil.example/&next=https://evil.example/&returnTo=//evil.example/&callbackURL=https://evil.example/&redirect_uri=javascript:alert(1)";

/** Counts every request the page makes to the foreign site, and answers none of them. */
async function watchOffsite(page: Page): Promise<string[]> {
  const attempts: string[] = [];
  await page.context().route(
    (url) => url.hostname.endsWith("evil.example"),
    async (route) => {
      attempts.push(route.request().url());
      await route.abort();
    },
  );
  return attempts;
}

test("signing in with redirect parameters pointing elsewhere lands on the dashboard of this site", async ({ page }) => {
  const attempts = await watchOffsite(page);
  const admin = await ensureAdmin(page.request);
  await gotoHydrated(page, `${ADMIN_PATHS.login}?${OFFSITE}`);
  await submitLoginForm(page, admin.email, admin.password);
  await expect(page).toHaveURL((url) => url.pathname === ADMIN_PATHS.dashboard, { timeout: 10_000 });
  expect(new URL(page.url()).origin).toBe(new URL(test.info().project.use.baseURL ?? page.url()).origin);
  expect(attempts).toEqual([]);
});

test("confirming an address with redirect parameters pointing elsewhere goes on to this site's login", async ({
  page,
}) => {
  const attempts = await watchOffsite(page);
  const person = freshAccount("Redirected");
  expect((await page.request.post("/api/auth/register", { data: person })).status()).toBe(201);
  const link = await mailedLink(person.email, "confirm");
  await gotoHydrated(page, `${link}&${OFFSITE}`);
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Email Confirmed!" })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === ADMIN_PATHS.login, { timeout: 10_000 });
  expect(new URL(page.url()).origin).toBe(new URL(test.info().project.use.baseURL ?? page.url()).origin);
  expect(attempts).toEqual([]);
});
