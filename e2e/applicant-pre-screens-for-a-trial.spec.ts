import { expect, type Page, test } from "@playwright/test";
import { downloadFrom, readText } from "./support/downloads";
import { gotoHydrated } from "./support/pages";

async function fillForm(page: Page, age: string) {
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page.getByLabel("Email").fill("grace@example.com");
  await page.getByLabel("Phone").fill("+1 555 0199");
  await page.getByLabel("Age").fill(age);
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
  await expect(page.getByText("5-7 business days")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Planned trials" })).toHaveCount(0);

  const file = await downloadFrom(page, page.getByRole("button", { name: "Download Confirmation" }));
  expect(file.name).toBe("Pre_Screening_Confirmation_Grace_Hopper.txt");
  const text = await readText(file.path);
  expect(text).toContain("Name: Grace Hopper");
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
