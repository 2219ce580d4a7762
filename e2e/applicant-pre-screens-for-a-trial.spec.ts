import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { API_PATHS } from "@helixmap/common/api-paths";
import { REFERENCE_PATTERN } from "@helixmap/common/trial-application-terms";
import { expect, type Page, test } from "@playwright/test";
import { dataDir } from "./playwright.config";
import { downloadFrom, readText } from "./support/downloads";
import { gotoHydrated } from "./support/pages";
import { openDashboard, signInAsAdmin } from "./support/staff";

/** A new address per test: a repeat from one address within minutes is answered with the first reference. */
const freshEmail = (name: string) => `${name}-${Date.now().toString(36)}${randomBytes(3).toString("hex")}@example.com`;

async function fillForm(page: Page, age: string, email = freshEmail("grace")) {
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("+1 555 0199");
  await page.getByLabel("Age").fill(age);
}

/** Every request the page makes to the API, in order. */
function apiRequests(page: Page) {
  const seen: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/api/")) seen.push(`${r.method()} ${url.pathname}`);
  });
  return seen;
}

async function mailsTo(email: string): Promise<{ subject: string; text: string }[]> {
  const dir = join(dataDir, "outbox");
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith(".json"));
  const mails = await Promise.all(names.map(async (n) => JSON.parse(await readFile(join(dir, n), "utf8"))));
  return mails.filter((m) => m.to === email);
}

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

const submit = (page: Page) => page.getByRole("button", { name: "Submit Application" });
const isInvalid = (page: Page, label: string) =>
  page.getByLabel(label).evaluate((el) => !(el as HTMLInputElement).checkValidity());

test("the application cannot be submitted before both consents are given", async ({ page }) => {
  await gotoHydrated(page, "/clinical-trials");
  await fillForm(page, "40");
  await page.getByLabel("Condition").selectOption("cancer");
  await expect(submit(page)).toBeDisabled();
  await page.getByLabel(/consent to be contacted/).check();
  await expect(submit(page)).toBeDisabled();
  await page.getByLabel(/kept confidential/).check();
  await expect(submit(page)).toBeEnabled();
});

test("ages 17 and 101 and a missing condition are rejected by the browser", async ({ page }) => {
  await gotoHydrated(page, "/clinical-trials");
  await fillForm(page, "17");
  await page.getByLabel(/consent to be contacted/).check();
  await page.getByLabel(/kept confidential/).check();

  await submit(page).click();
  expect(await isInvalid(page, "Age")).toBe(true);
  expect(await isInvalid(page, "Condition")).toBe(true);
  await expect(page.getByRole("heading", { name: "Application received" })).toHaveCount(0);

  await page.getByLabel("Condition").selectOption("other");
  await page.getByLabel("Age").fill("101");
  await submit(page).click();
  expect(await isInvalid(page, "Age")).toBe(true);
  await expect(page.getByRole("heading", { name: "Application received" })).toHaveCount(0);

  await page.getByLabel("Age").fill("100");
  await page.getByLabel("Condition").selectOption("");
  await submit(page).click();
  expect(await isInvalid(page, "Condition")).toBe(true);
  await expect(page.getByRole("heading", { name: "Application received" })).toHaveCount(0);
});

test("an applicant submits, downloads a confirmation with their name, and can apply again with the form kept", async ({
  page,
}) => {
  await gotoHydrated(page, "/clinical-trials");
  await fillForm(page, "18");
  await page.getByLabel("Condition").selectOption("both");
  // Pasting works in form fields despite the site's copy protection.
  await page.evaluate(() => navigator.clipboard.writeText("Antiretroviral therapy"));
  await page.getByLabel("Previous treatments").focus();
  await page.keyboard.press("Control+V");
  await expect(page.getByLabel("Previous treatments")).toHaveValue("Antiretroviral therapy");
  await page.getByLabel("Medical history").fill("Asthma since childhood");
  await page.getByLabel(/consent to be contacted/).check();
  await page.getByLabel(/kept confidential/).check();
  await submit(page).click();

  await expect(page.getByRole("heading", { name: "Application received" })).toBeFocused();
  await expect(page.getByTestId("reference")).toHaveText(REFERENCE_PATTERN);
  await expect(page.getByText("5-7 business days")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Planned trials" })).toHaveCount(0);

  const file = await downloadFrom(page, page.getByRole("link", { name: "Download Confirmation" }));
  expect(file.name).toBe("Pre_Screening_Confirmation_Grace_Hopper.txt");
  const text = await readText(file.path);
  expect(text).toContain("Name: Grace Hopper");
  expect(text).toContain(`Reference number: ${await page.getByTestId("reference").textContent()}`);
  expect(text).toContain("Asthma since childhood");

  await page.getByRole("button", { name: "Submit Another Application" }).click();
  await expect(page.getByLabel("First name")).toHaveValue("Grace");
  await expect(page.getByLabel("Age")).toHaveValue("18");
  await expect(page.getByLabel("Condition")).toHaveValue("both");
  await expect(page.getByLabel("Medical history")).toHaveValue("Asthma since childhood");
  await expect(page.getByLabel(/kept confidential/)).toBeChecked();
  await expect(submit(page)).toBeEnabled();
});

test("the trial list and expectations timeline are shown before applying", async ({ page }) => {
  await page.goto("/clinical-trials");
  const main = page.locator("main");
  for (const text of [
    "Pre-screening",
    "1-2 weeks",
    "Eligibility assessment",
    "2-3 weeks",
    "Informed consent",
    "1 week",
  ]) {
    await expect(main.getByText(text, { exact: false }).first()).toBeVisible();
  }
  await expect(main.getByText("Preparing to Start").first()).toBeVisible();
  await expect(main.getByText("Inclusion criteria").first()).toBeVisible();
  await expect(main.getByText("Primary endpoint").first()).toBeVisible();
});

test("a visitor applies in the browser and an administrator finds the application in the Applications tab", async ({
  page,
  browser,
}) => {
  const requests = apiRequests(page);
  await gotoHydrated(page, "/clinical-trials");
  const email = freshEmail("katherine");
  await page.getByLabel("First name").fill("Katherine");
  await page.getByLabel("Last name").fill("Johnson");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("+1 555 0123");
  await page.getByLabel("Age").fill("52");
  await page.getByLabel("Condition").selectOption("hiv");
  await page.getByLabel("Medical history").fill("Diagnosed in 2009, on antiretroviral therapy");
  await page.getByLabel(/consent to be contacted/).check();
  await page.getByLabel(/kept confidential/).check();
  // The pre-rendered page has called no API so far; the submit is its one call.
  expect(requests).toEqual([]);
  await page.evaluate(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => w.cspViolations.push(e.violatedDirective));
  });
  await submit(page).click();

  const reference = (await page.getByTestId("reference").textContent()) ?? "";
  expect(reference).toMatch(REFERENCE_PATTERN);
  expect(requests).toEqual([`POST ${API_PATHS.trialApplications}`]);
  // The schema checked in the browser on submit runs without eval, inside the Content-Security-Policy.
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  await expect(page.getByText(`A confirmation with this reference is on its way to ${email}.`)).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(email)).map((m) => m.subject))
    .toEqual([`Your pre-screening application ${reference}`]);

  const staff = await (await browser.newContext()).newPage();
  await signInAsAdmin(staff);
  await openDashboard(staff);
  await staff.getByRole("tab", { name: "Applications" }).click();
  await staff.getByLabel("Search by reference or e-mail").fill(email);
  await staff.getByRole("button", { name: "Search", exact: true }).click();
  const row = staff.getByTestId("application-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(reference);
  await expect(row).toContainText("HIV");
  await expect(row).toContainText("New");

  await staff.getByRole("button", { name: `Open ${reference}` }).click();
  await expect(staff.getByText("Katherine Johnson")).toBeVisible();
  await expect(staff.getByText("Diagnosed in 2009, on antiretroviral therapy")).toBeVisible();
  await staff.getByLabel("Status").selectOption("contacted");
  await staff.getByLabel("Internal note").fill("Left a voicemail");
  await staff.getByRole("button", { name: "Save changes" }).click();
  await expect(staff.getByText(`${reference} saved`)).toBeVisible();

  await staff.getByRole("button", { name: "Back to applications" }).click();
  await staff.getByLabel("Search by reference or e-mail").fill(reference);
  await staff.getByRole("button", { name: "Search", exact: true }).click();
  await expect(staff.getByTestId("application-row")).toContainText("Contacted");
  await staff.context().close();
});

test("a submission the server refuses shows its message next to the field and keeps every value", async ({ page }) => {
  await gotoHydrated(page, "/clinical-trials");
  await fillForm(page, "40");
  await page.getByLabel("Condition").selectOption("cancer");
  await page.getByLabel("Medical history").fill("Type 2 diabetes");
  await page.getByLabel(/consent to be contacted/).check();
  await page.getByLabel(/kept confidential/).check();
  // Something between browser and server changes the age: the server's own check must catch it.
  await page.route(`**${API_PATHS.trialApplications}`, async (route) => {
    const body = JSON.parse(route.request().postData() ?? "{}");
    await route.continue({ postData: JSON.stringify({ ...body, age: "17" }) });
  });
  const answer = page.waitForResponse((r) => r.url().endsWith(API_PATHS.trialApplications));
  await submit(page).click();
  expect((await answer).status()).toBe(400);

  await expect(page.getByRole("alert")).toContainText("Some fields are not valid");
  await expect(page.getByLabel("Age")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Age must be a whole number from 18 to 100")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Application received" })).toHaveCount(0);
  await expect(page.getByLabel("First name")).toHaveValue("Grace");
  await expect(page.getByLabel("Age")).toHaveValue("40");
  await expect(page.getByLabel("Condition")).toHaveValue("cancer");
  await expect(page.getByLabel("Medical history")).toHaveValue("Type 2 diabetes");
  await expect(page.getByLabel(/kept confidential/)).toBeChecked();
  await expect(submit(page)).toBeEnabled();
});

test("a bot that fills the hidden field is told that nothing was stored", async ({ page }) => {
  await gotoHydrated(page, "/clinical-trials");
  await fillForm(page, "30");
  await page.getByLabel("Condition").selectOption("other");
  await page.getByLabel(/consent to be contacted/).check();
  await page.getByLabel(/kept confidential/).check();
  // People never meet the field: off-screen, out of the tab order, hidden from screen readers. A bot fills it anyway.
  const trap = page.locator('input[name="website"]');
  await expect(trap).toHaveAttribute("tabindex", "-1");
  await expect(page.locator('[aria-hidden="true"]:has(input[name="website"])')).toHaveCount(1);
  await expect(page.getByRole("textbox", { name: "Leave this field empty" })).toHaveCount(0);
  await trap.fill("http://spam.example");
  await submit(page).click();
  await expect(page.getByRole("alert")).toContainText(
    "A field meant to stay empty was filled in. Your application was not stored.",
  );
  await expect(page.getByRole("heading", { name: "Application received" })).toHaveCount(0);
});
