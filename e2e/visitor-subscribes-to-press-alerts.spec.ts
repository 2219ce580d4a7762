import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { API_PATHS } from "@helixmap/common/api-paths";
import { test } from "@playwright/test";
import { expect, gotoHydrated } from "./support/pages";
import { mailedLink, openDashboard, signInAsAdmin } from "./support/staff";

test("a visitor subscribes from the Press Releases page, confirms by the mailed link, and an administrator exports them", async ({
  page,
  browser,
}) => {
  const email = `reader-${randomBytes(4).toString("hex")}@example.test`;
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
  });
  await gotoHydrated(page, "/press-releases");
  const form = page.getByRole("region", { name: "Get press releases by e-mail" });
  await form.getByLabel("E-mail address").fill(email);
  expect(posts).toEqual([]);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toContainText(`confirmation link to ${email}`);
  expect(posts).toEqual([API_PATHS.pressAlerts.subscribe]);

  const link = await mailedLink(email, "press-alert-confirm");
  await gotoHydrated(page, link);
  // Opening the link confirms nothing: a mail scanner must not stand in for the subscriber.
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("status")).toContainText("your subscription is confirmed");
  await gotoHydrated(page, link);
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("alert")).toContainText(/invalid/i);

  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  await openDashboard(admin);
  await admin.getByRole("tab", { name: "Subscribers" }).click();
  await expect(admin.getByTestId("confirmed-subscribers")).not.toHaveText("0");
  const [download] = await Promise.all([
    admin.waitForEvent("download"),
    admin.getByRole("link", { name: /Export CSV/ }).click(),
  ]);
  const csv = await readFile((await download.path()) as string, "utf8");
  expect(csv.split("\r\n")[0]).toBe("email,consented_at,consent_ip");
  expect(csv).toContain(`${email},`);
  await admin.close();
});

test("the footer offers the same subscription on every page, loaded when asked for", async ({ page }) => {
  await gotoHydrated(page, "/about");
  const footer = page.getByRole("contentinfo");
  const signUp = footer.getByRole("link", { name: "Get press releases by e-mail" });
  // A link to the Press Releases page's form, for a visitor without JavaScript; here it opens the form in place.
  await expect(signUp).toHaveAttribute("href", "/press-releases#alerts-title");
  await signUp.click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(footer.getByLabel("E-mail address")).toBeFocused();
  await expect(footer.getByLabel("E-mail address")).toHaveAttribute("type", "email");
  await expect(footer.getByRole("button", { name: "Subscribe" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "privacy policy", exact: true })).toHaveAttribute(
    "href",
    "/privacy-policy#press-release-alerts",
  );
});
