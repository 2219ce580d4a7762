import { randomBytes } from "node:crypto";
import { REFERENCE_PATTERN } from "@helixmap/common/trial-application-terms";
import { expect, test } from "@playwright/test";
import { downloadFrom, readText } from "./support/downloads";
import { mailedLink } from "./support/staff";

// A browser with JavaScript switched off: both public forms post natively and
// the server answers with the page (docs/public-site.md#before-and-after-hydration).
test.use({ javaScriptEnabled: false });

const freshEmail = (name: string) => `${name}-${randomBytes(4).toString("hex")}@example.com`;

test("without JavaScript an applicant is shown the field to correct with every answer kept, then a reference", async ({
  page,
}) => {
  const email = freshEmail("ada");
  await page.goto("/clinical-trials");
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Email").fill(email);
  // The browser accepts any telephone text; the shared schema does not.
  await page.getByLabel("Phone").fill("call me");
  await page.getByLabel("Age").fill("36");
  await page.getByLabel("Condition").selectOption("cancer");
  await page.getByLabel("Medical history").fill("None worth noting");
  await page.getByLabel(/consent to be contacted/).check();
  await page.getByLabel(/kept confidential/).check();
  await page.getByRole("button", { name: "Submit Application" }).click();

  await expect(page.getByRole("alert")).toContainText("Please correct the fields marked below");
  const phone = page.getByLabel("Phone");
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAccessibleDescription(/Phone may contain digits/);
  await expect(page.getByLabel("First name")).toHaveValue("Ada");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Age")).toHaveValue("36");
  await expect(page.getByLabel("Condition")).toHaveValue("cancer");
  await expect(page.getByLabel("Medical history")).toHaveValue("None worth noting");
  await expect(page.getByLabel(/consent to be contacted/)).toBeChecked();
  await expect(page.getByLabel(/kept confidential/)).toBeChecked();

  await phone.fill("+44 20 7946 0000");
  const answered = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("button", { name: "Submit Application" }).click();
  // The answer carries the applicant's answers (in the copy's link too): no cache may keep it.
  expect((await answered).headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("heading", { name: "Application received" })).toBeVisible();
  const reference = page.getByTestId("reference");
  await expect(reference).toHaveText(REFERENCE_PATTERN);

  // The applicant's copy is in the page the server answered with: a link, no script needed.
  const file = await downloadFrom(page, page.getByRole("link", { name: "Download Confirmation" }));
  expect(file.name).toBe("Pre_Screening_Confirmation_Ada_Lovelace.txt");
  const text = await readText(file.path);
  expect(text).toContain(`Reference number: ${await reference.textContent()}`);
  expect(text).toContain("Name: Ada Lovelace");
  expect(text).toContain("None worth noting");
});

test("without JavaScript the consents are still required before an application is sent", async ({ page }) => {
  await page.goto("/clinical-trials");
  const consent = page.getByLabel(/consent to be contacted/);
  expect(await consent.evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(true);
  await expect(page.getByRole("button", { name: "Submit Application" })).toBeEnabled();
});

test("without JavaScript a visitor subscribes to press alerts and confirms by the mailed link", async ({ page }) => {
  await page.goto("/press-releases");
  const form = page.getByRole("region", { name: "Get press releases by e-mail" });
  // An address the browser lets through and the shared schema refuses comes back, kept, with the reason.
  await form.getByLabel("E-mail address").fill("ada@localhost");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("alert")).toBeVisible();
  await expect(form.getByLabel("E-mail address")).toHaveValue("ada@localhost");

  const email = freshEmail("reader");
  await form.getByLabel("E-mail address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toContainText(`confirmation link to ${email}`);
  expect(await mailedLink(email, "press-alert-confirm")).toContain("/press-alerts/confirm");
});

test("without JavaScript the footer's sign-up leads to the press-alert form, and it subscribes", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("contentinfo").getByRole("link", { name: "Get press releases by e-mail" }).click();
  await expect(page).toHaveURL(/\/press-releases#alerts-title$/);
  const form = page.getByRole("region", { name: "Get press releases by e-mail" });
  const email = freshEmail("footer");
  await form.getByLabel("E-mail address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toContainText(`confirmation link to ${email}`);
});
