import type { UsersResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import type { DataRoomFolderResponse, NdaResponse } from "@helixmap/common/data-room/data-room-api";
import { SITE_DOCUMENTS } from "@helixmap/common/outbound-targets";
import { publishedItemPath } from "@helixmap/common/publishing";
import { ADMIN_PATHS, PRESS_ALERT_PATHS, PUBLIC_ROUTES } from "@helixmap/common/routes";
import { test } from "@playwright/test";
import { totpCode } from "../server/src/test/totp";
import { expectAccessible } from "./support/axe";
import { blockExternalHosts } from "./support/external-hosts";
import { expect, gotoHydrated } from "./support/pages";
import { openPageForm } from "./support/site-pages";
import {
  createConfirmedAccount,
  createPartner,
  freshAccount,
  openDashboard,
  signInAsAdmin,
  signInWithApi,
  submitLoginForm,
} from "./support/staff";

test.describe.configure({ timeout: 120_000 });

for (const path of Object.values(SITE_DOCUMENTS)) {
  test(`the site document ${path} passes axe at WCAG 2.1 AA`, async ({ page }) => {
    await page.goto(path);
    await expectAccessible(page, path);
  });
}

for (const path of [...PUBLIC_ROUTES.map((r) => r.path), ...Object.values(PRESS_ALERT_PATHS)]) {
  test(`the public page ${path} passes axe at WCAG 2.1 AA`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expectAccessible(page, path);
  });
}

test("a published item's own page passes axe", async ({ page }) => {
  const path = publishedItemPath("press_release", "company-completes-2-million-seed-financing");
  await gotoHydrated(page, path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page, path);
});

test("every dialog and tab of the home page passes axe", async ({ page, context }) => {
  // Thirteen axe runs, with the experimental rules, on the largest page: minutes on a busy machine.
  test.setTimeout(300_000);
  await blockExternalHosts(context);
  await gotoHydrated(page, "/");
  const dialogOpeners = [
    page.getByRole("button", { name: "Functional Cure Platform" }),
    page.getByRole("button", { name: "Prevention Strategy" }),
    page.getByRole("button", { name: "ATG → CCR5" }),
    page.getByRole("button", { name: "Y → BRCA1" }),
    page.getByRole("button", { name: /^Preview / }).first(),
    page.getByRole("button", { name: "Add New Document" }),
  ];
  for (const opener of dialogOpeners) {
    const name = (await opener.textContent()) ?? "dialog";
    await opener.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("status")).toHaveCount(0);
    await expectAccessible(page, `home dialog ${name.trim()}`);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
  for (const tab of ["Codon Mapping", "Delivery Systems", "Mechanism", "Cancer", "HIV", "Neuro", "Autoimmune"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    await expectAccessible(page, `home tab ${tab}`);
  }
});

test("the mobile menu passes axe while open", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/about");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  await expectAccessible(page, "mobile menu");
});

test("the signed-out staff screens pass axe", async ({ page }) => {
  for (const path of [
    ADMIN_PATHS.login,
    ADMIN_PATHS.register,
    ADMIN_PATHS.forgotPassword,
    ADMIN_PATHS.resetPassword,
    ADMIN_PATHS.confirm,
    ADMIN_PATHS.dashboard,
  ]) {
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page, path);
  }
});

test("every tab and the content form of the administrator's dashboard pass axe", async ({ page }) => {
  await signInAsAdmin(page);
  await openDashboard(page);
  for (const tab of [
    "Content",
    "Pages",
    "Media",
    "Data Room",
    "Users",
    "Deployment",
    "Audit Logs",
    "Applications",
    "Subscribers",
    "Review",
    "Releases",
    "Trash",
  ]) {
    await page.getByRole("tab", { name: tab }).click();
    const panel = page.getByRole("tabpanel", { name: tab });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("status", { name: /Loading/ })).toHaveCount(0);
    await expectAccessible(page, `dashboard ${tab}`);
  }
  await page.getByRole("tab", { name: "Content" }).click();
  await page.getByRole("button", { name: /New Content/ }).click();
  await expect(page.getByRole("form", { name: "New content" })).toBeVisible();
  await expectAccessible(page, "new content form");
});

test("the page forms of the Pages tab, their errors, history and leave question pass axe", async ({ page }) => {
  await signInAsAdmin(page);
  await openDashboard(page);
  // The home page has the most kinds of field and the longest lists; the settings have the groups.
  for (const key of ["home", "site"] as const) {
    await openPageForm(page, key);
    await expect(page.getByRole("status", { name: /Loading/ })).toHaveCount(0);
    await expectAccessible(page, `page form ${key}`);
    await page.getByRole("button", { name: "All pages" }).click();
  }

  const form = await openPageForm(page, "about");
  await form
    .getByRole("group", { name: "Values" })
    .getByRole("button", { name: /^Value 1/ })
    .click();
  await form.getByLabel("Introduction").fill("");
  await form.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByTestId("error-summary")).toBeVisible();
  await expect(form.getByLabel("Introduction")).toBeFocused();
  await expectAccessible(page, "page form with errors");

  await page
    .getByRole("button", { name: /^Compare version/ })
    .first()
    .click();
  await expect(page.getByTestId("version-diff")).toBeVisible();
  await expectAccessible(page, "page history with a comparison");

  await page.getByRole("button", { name: "All pages" }).click();
  await expect(page.getByRole("alertdialog", { name: "Leave without saving?" })).toBeVisible();
  await expectAccessible(page, "leave without saving");
  await page.getByRole("button", { name: "Leave and lose the changes" }).click();
  await expect(page.getByTestId("page-row").first()).toBeVisible();
});

test("the account screen, with two-factor sign-in being turned on, and the code screen pass axe", async ({
  page,
  request,
}) => {
  const person = await createConfirmedAccount(request, freshAccount("Axe"));
  await gotoHydrated(page, ADMIN_PATHS.login);
  await submitLoginForm(page, person.email, person.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await gotoHydrated(page, ADMIN_PATHS.account);
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await expectAccessible(page, ADMIN_PATHS.account);

  await page.getByLabel("Your password").fill(person.password);
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expectAccessible(page, "two-factor set-up");
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  await page.getByLabel("Code from the app").fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByRole("list", { name: "Backup codes" })).toBeVisible();
  await expectAccessible(page, "backup codes");

  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await gotoHydrated(page, ADMIN_PATHS.login);
  await submitLoginForm(page, person.email, person.password);
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  await expectAccessible(page, "two-factor code screen");
  await page.getByLabel("Authentication code").fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expectAccessible(page, "two-factor code screen with an error");
});

test("a partner's Data Room passes axe, at the NDA gate and once inside", async ({ page, browser }) => {
  const P = API_PATHS.dataRoom;
  await signInAsAdmin(page);
  // The NDA is one for the whole room and other journeys write their own: write one only if there is none.
  const current = (await (await page.request.get(P.nda)).json()) as NdaResponse;
  if (!current.nda) {
    expect((await page.request.put(P.nda, { data: { text: "Keep what you read here confidential." } })).status()).toBe(
      200,
    );
  }
  const folderName = `Axe folder ${Date.now().toString(36)}`;
  const folder = await page.request.post(P.folders, { data: { name: folderName, description: "Under NDA" } });
  expect(folder.status(), await folder.text()).toBe(201);
  const folderId = ((await folder.json()) as DataRoomFolderResponse).folder.id;
  const partner = await createPartner(page.request);
  const users = (await (await page.request.get(API_PATHS.usersPage({ q: partner.email }))).json()) as UsersResponse;
  const userId = users.users.find((u) => u.email === partner.email)?.id;
  const granted = await page.request.post(P.grants, { data: { userId, folderId, expiresAt: null } });
  expect(granted.status(), await granted.text()).toBe(201);

  const partnerPage = await (await browser.newContext()).newPage();
  try {
    await signInWithApi(partnerPage, partner);
    await openDashboard(partnerPage);
    await partnerPage.getByRole("tab", { name: "Data Room" }).click();
    const accept = partnerPage.getByRole("button", { name: "Accept and enter" });
    await expect(accept).toBeVisible();
    await expectAccessible(partnerPage, "data room NDA gate");

    await partnerPage.getByLabel("Your full name").fill(partner.fullName);
    await partnerPage.getByRole("checkbox", { name: /I have read this agreement/ }).check();
    await accept.click();
    await expect(partnerPage.getByRole("heading", { name: folderName })).toBeVisible();
    await expectAccessible(partnerPage, "data room");
  } finally {
    await partnerPage.context().close();
  }
});
