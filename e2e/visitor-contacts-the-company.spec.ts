import { expect, test } from "@playwright/test";
import { blockExternalHosts } from "./support/external-hosts";
import { recordMapsCalls } from "./support/maps-calls";
import { gotoHydrated } from "./support/pages";

const ANDROID_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

test("the Schedule Meeting link opens a mail draft with the preset subject and body", async ({ page }) => {
  await gotoHydrated(page, "/");
  const href = await page.locator("#contact").getByRole("link", { name: "Schedule Meeting" }).getAttribute("href");
  const url = new URL(href ?? "");
  expect(url.protocol).toBe("mailto:");
  expect(url.pathname).toBe("contact@helixmap.example");
  expect(url.searchParams.get("subject")).toBe("Meeting request: HelixMap Therapeutics Series A");
  expect(url.searchParams.get("body")).toContain("I would like to schedule a meeting");
  expect(href).toContain("%0A");
});

test("the e-mail and phone cards open the mail client and the dialler", async ({ page }) => {
  await gotoHydrated(page, "/");
  const contact = page.locator("#contact");
  await expect(contact.getByRole("link", { name: /Email/ })).toHaveAttribute("href", "mailto:contact@helixmap.example");
  await expect(contact.getByRole("link", { name: /Phone/ })).toHaveAttribute("href", /^tel:\+?\d+$/);
});

test.describe("on a mobile phone", () => {
  test.use({ userAgent: ANDROID_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the location card tries the native maps app, then opens the web map after 500 ms", async ({
    page,
    context,
  }) => {
    const external = await blockExternalHosts(context);
    const calls = await recordMapsCalls(page);
    await gotoHydrated(page, "/");
    await page
      .locator("#contact")
      .getByRole("button", { name: /Location/ })
      .click();

    await expect.poll(async () => (await calls()).web.length).toBe(1);
    const { native, web } = await calls();
    expect(native).toHaveLength(1);
    expect(native[0]?.url).toMatch(/^geo:0,0\?q=/);
    expect(web[0]?.url).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    const delay = (web[0]?.at ?? 0) - (native[0]?.at ?? 0);
    expect(delay).toBeGreaterThanOrEqual(500);
    expect(delay).toBeLessThan(1500);
    expect(external).toEqual([]);
  });
});

test("on a desktop the location card opens the web map directly", async ({ page, context }) => {
  const external = await blockExternalHosts(context);
  const calls = await recordMapsCalls(page);
  await gotoHydrated(page, "/");
  await page
    .locator("#contact")
    .getByRole("button", { name: /Location/ })
    .click();
  await expect.poll(async () => (await calls()).web.length).toBe(1);
  expect((await calls()).native).toEqual([]);
  expect(external).toEqual([]);
});
