import { ADMIN_PATHS, PUBLIC_ROUTES } from "@helixmap/common/routes";
import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated, hydrate } from "./support/pages";
import { openPageForm } from "./support/site-pages";
import { createConfirmedAccount, freshAccount, openDashboard, signInAsAdmin, signInWithApi } from "./support/staff";

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/**
 * Records every CSP violation the page reports, from the first script on,
 * plus Chromium's console reports of refused loads (which also cover
 * violations raised before a listener could run).
 */
async function watchViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  await page.exposeFunction("__reportViolation", (v: Violation) => {
    found.push(`${v.directive} blocked ${v.blocked} (${v.source})`);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const report = (window as unknown as { __reportViolation: (v: Violation) => void }).__reportViolation;
      report({ directive: e.effectiveDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}` });
    });
  });
  page.on("console", (msg) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(msg.text())) {
      found.push(`console: ${msg.text()}`);
    }
  });
  return found;
}

/** Lets late loads (lazy chunks, fonts, images) happen before the page is judged. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
}

test("no public page violates the Content-Security-Policy", async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  for (const route of PUBLIC_ROUTES) {
    const response = await page.goto(route.path);
    expect(response?.headers()["content-security-policy"], route.path).toContain("script-src 'self'");
    await hydrate(page);
    await settle(page);
    expect(violations, route.path).toEqual([]);
  }
});

test("no staff screen violates the Content-Security-Policy, signed out or in", async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  for (const path of [
    ADMIN_PATHS.login,
    ADMIN_PATHS.register,
    ADMIN_PATHS.forgotPassword,
    `${ADMIN_PATHS.resetPassword}?token=not-a-token`,
    `${ADMIN_PATHS.confirm}?token=not-a-token`,
  ]) {
    await gotoHydrated(page, path);
    await settle(page);
    expect(violations, path).toEqual([]);
  }

  await signInAsAdmin(page);
  await openDashboard(page);
  for (const tab of [
    "Content",
    "Pages",
    "Media",
    "Users",
    "Deployment",
    "Audit Logs",
    "Applications",
    "Subscribers",
    "Trash",
  ]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tabpanel", { name: tab })).toBeVisible();
    await settle(page);
    expect(violations, tab).toEqual([]);
  }
  // A page form checks its document with the schema (zod) before sending it.
  const form = await openPageForm(page, "about");
  await form.getByLabel("Introduction").fill("");
  await form.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByTestId("error-summary")).toBeVisible();
  await settle(page);
  expect(violations, "page form").toEqual([]);
});

test("the account screen, with the locally drawn two-factor QR code, violates nothing", async ({ page }) => {
  const violations = await watchViolations(page);
  const person = await createConfirmedAccount(page.request, freshAccount("Csp"));
  await signInWithApi(page, person);
  await gotoHydrated(page, ADMIN_PATHS.account);
  await page.getByLabel("Your password").fill(person.password);
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await settle(page);
  expect(violations).toEqual([]);
});
