import { randomBytes } from "node:crypto";
import { publishedItemPath } from "@helixmap/common/publishing";
import { PUBLIC_PATHS } from "@helixmap/common/routes";
import { REFERENCE_PATTERN } from "@helixmap/common/trial-application-terms";
import { expect, type Page, test } from "@playwright/test";
import { downloadFrom, expectedFileName, pdfText, readText } from "./support/downloads";
import { blockExternalHosts } from "./support/external-hosts";
import { recordMapsCalls } from "./support/maps-calls";
import { sectionTop } from "./support/pages";
import { openOnSlowPhone } from "./support/slow-phone";

// Every journey here acts right after `domcontentloaded` on a CPU slowed four
// times, before the page has hydrated, and expects what the journeys on a
// hydrated page expect (docs/public-site.md#before-and-after-hydration).
test.describe.configure({ timeout: 60_000 });
test.use({ permissions: ["clipboard-read", "clipboard-write"] });

const rootOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow);

/** A seeded press release's own page: item pages share the shell and its protection. */
const ITEM_PAGE = publishedItemPath("press_release", "company-completes-2-million-seed-financing");

for (const path of [...PUBLIC_PATHS, ITEM_PAGE]) {
  test(`on ${path} a visitor opens the phone menu, and cannot copy or right-click the text, right after load`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openOnSlowPhone(page, path);
    await page.evaluate(() => navigator.clipboard.writeText("sentinel"));
    const heading = page.locator("main h1");
    const menuShown = await heading.evaluate((el) =>
      el.dispatchEvent(new MouseEvent("contextmenu", { bubbles: true, cancelable: true })),
    );
    expect(menuShown).toBe(false);
    await heading.selectText();
    await page.keyboard.press("Control+C");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("sentinel");

    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => rootOverflow(page)).toBe("hidden");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });
}

test("scrolling the home page right after load turns the bar scrolled and offers scroll-to-top", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await openOnSlowPhone(page, "/");
  await page.mouse.wheel(0, 700);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  const header = page.locator("header[data-scrolled]");
  await expect(header).toHaveAttribute("data-scrolled", "true", { timeout: 20_000 });
  const toTop = page.getByRole("button", { name: "Scroll to top" });
  await expect(toTop).toBeVisible();
  // Where the visitor scrolled to is kept once the page has hydrated.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(header).toHaveAttribute("data-scrolled", "false");
});

test("a tab clicked right after load shows its panel", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openOnSlowPhone(page, "/");
  await page.getByRole("tab", { name: "Delivery Systems" }).click();
  await expect(page.getByRole("tab", { name: "Delivery Systems" })).toHaveAttribute("aria-selected", "true", {
    timeout: 20_000,
  });
  await expect(page.getByRole("tabpanel").getByRole("heading", { name: "Lipid nanoparticles" })).toBeVisible();
  await expect(page.getByRole("tabpanel")).toHaveCount(2);
});

test("the therapy-area tabs clicked right after load show their panels", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openOnSlowPhone(page, "/");
  for (const [tab, market] of [
    ["Cancer", "$200B"],
    ["HIV", "$32B"],
    ["Neuro", "$120B"],
    ["Autoimmune", "$85B"],
  ] as const) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tabpanel", { name: tab }).getByText(market)).toBeVisible({ timeout: 20_000 });
  }
});

test("the hero's button clicked right after load scrolls to the investment section", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openOnSlowPhone(page, "/");
  await page.getByRole("button", { name: "View Investment Opportunity" }).click();
  await expect.poll(() => sectionTop(page, "investment"), { timeout: 20_000 }).toBe(80);
});

test("Schedule Meeting in the investment section clicked right after load scrolls to the contact section", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openOnSlowPhone(page, "/");
  await page.locator("#investment").getByRole("button", { name: "Schedule Meeting" }).click();
  await expect.poll(() => sectionTop(page, "contact"), { timeout: 20_000 }).toBe(80);
});

test("the location card clicked right after load on a desktop opens the web map once", async ({ page, context }) => {
  const external = await blockExternalHosts(context);
  const calls = await recordMapsCalls(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openOnSlowPhone(page, "/");
  await page
    .locator("#contact")
    .getByRole("button", { name: /Location/ })
    .click();
  await expect.poll(async () => (await calls()).web.length, { timeout: 20_000 }).toBe(1);
  expect((await calls()).web[0]?.url).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
  expect((await calls()).native).toEqual([]);
  expect(external).toEqual([]);
});

test("a document preview and Add New Document clicked right after load open their dialogs", async ({
  page,
  context,
}) => {
  await blockExternalHosts(context);
  await page.setViewportSize({ width: 1280, height: 900 });
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() !== "GET") posts.push(r.url());
  });
  await openOnSlowPhone(page, "/");
  const preview = page.getByRole("button", { name: /^Preview / }).first();
  await preview.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole("status")).toHaveCount(0, { timeout: 20_000 });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(preview).toBeFocused();

  await page.getByRole("button", { name: "Add New Document" }).click();
  const add = page.getByRole("dialog", { name: "Add New Document" });
  await add.getByLabel("Document file").setInputFiles({
    name: "assay-results.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("results"),
  });
  await expect(add).toBeHidden();
  await expect(page.locator("#research").getByRole("status")).toContainText("assay-results.txt");
  expect(posts).toEqual([]);
});

test("a codon card and a cures card clicked right after load open their dialogs once", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openOnSlowPhone(page, "/");
  await page.getByRole("button", { name: "ATG → CCR5" }).click();
  const gene = page.getByRole("dialog");
  await expect(gene.getByText("C-C chemokine receptor type 5")).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press("Escape");
  await expect(gene).toBeHidden();

  await page.getByRole("button", { name: "Functional Cure Platform" }).click();
  await expect(page.getByRole("dialog", { name: "Functional Cure Platform" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(1);
});

test("the research filter clicked right after load narrows the list", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openOnSlowPhone(page, "/");
  const list = page.getByRole("list", { name: "Research documents" });
  await page.getByRole("button", { name: "Delivery", exact: true }).click();
  await expect(list.getByRole("heading")).toHaveText(["Lipid Nanoparticle Delivery Assessment"], { timeout: 20_000 });
});

test("a section link clicked right after load on /about lands on the home page at that section", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openOnSlowPhone(page, "/about");
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Research" }).click();
  await expect(page).toHaveURL(/\/#research$/, { timeout: 20_000 });
  await expect.poll(() => sectionTop(page, "research"), { timeout: 10_000 }).toBe(80);
});

test("an anchor link followed right after load scrolls to its section", async ({ page }) => {
  await openOnSlowPhone(page, "/about");
  await page.getByRole("link", { name: "Skip to content" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});

const freshEmail = (name: string) => `${name}-${randomBytes(4).toString("hex")}@example.com`;

test("both consent boxes ticked right after load let the application be sent", async ({ page }) => {
  await openOnSlowPhone(page, "/clinical-trials");
  await page.getByLabel(/consent to be contacted/).check();
  await page.getByLabel(/kept confidential/).check();
  const submit = page.getByRole("button", { name: "Submit Application" });
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  await expect(page.getByLabel(/consent to be contacted/)).toBeChecked();
  await expect(page.getByLabel(/kept confidential/)).toBeChecked();
});

test("an application filled and sent right after load is received once, with every answer", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
  });
  await openOnSlowPhone(page, "/clinical-trials");
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page.getByLabel("Email").fill(freshEmail("grace"));
  await page.getByLabel("Phone").fill("+1 555 0199");
  await page.getByLabel("Age").fill("40");
  await page.getByLabel("Condition").selectOption("both");
  await page.getByLabel("Medical history").fill("Asthma since childhood");
  await page.getByLabel(/consent to be contacted/).check();
  await page.getByLabel(/kept confidential/).check();
  await page.getByRole("button", { name: "Submit Application" }).click();

  await expect(page.getByTestId("reference")).toHaveText(REFERENCE_PATTERN, { timeout: 20_000 });
  expect(posts).toHaveLength(1);
  const file = await downloadFrom(page, page.getByRole("link", { name: "Download Confirmation" }));
  const text = await readText(file.path as string);
  expect(text).toContain(`Reference number: ${await page.getByTestId("reference").textContent()}`);
  expect(text).toContain("Name: Grace Hopper");
  expect(text).toContain("Asthma since childhood");
});

test("a press-alert subscription sent right after load is sent once", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
  });
  const email = freshEmail("reader");
  await openOnSlowPhone(page, "/press-releases");
  const form = page.getByRole("region", { name: "Get press releases by e-mail" });
  await form.getByLabel("E-mail address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toContainText(`confirmation link to ${email}`, { timeout: 20_000 });
  expect(posts).toHaveLength(1);
});

test("the footer's press-alert sign-up followed right after load leads to a form that subscribes", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
  });
  await openOnSlowPhone(page, "/about");
  await page.getByRole("contentinfo").getByRole("link", { name: "Get press releases by e-mail" }).click();
  // Before hydration the link leads to the Press Releases page's form; once hydrated it opens the form in place.
  // Either way the visitor finds one e-mail field, and subscribing sends once.
  const field = page.getByLabel("E-mail address");
  await expect(field).toBeVisible({ timeout: 20_000 });
  const email = freshEmail("footer");
  await field.fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: `confirmation link to ${email}` })).toBeVisible({
    timeout: 20_000,
  });
  expect(posts).toHaveLength(1);
});

test("a filing downloaded right after load arrives as its PDF", async ({ page }) => {
  await openOnSlowPhone(page, "/sec-filings");
  const file = await downloadFrom(page, page.getByRole("link", { name: "Download Form D", exact: true }));
  expect(file.name).toBe("Form_D.pdf");
  expect((await readText(file.path as string)).startsWith("%PDF-")).toBe(true);
});

test("the investment summary and a calendar entry downloaded right after load arrive", async ({ page }) => {
  await openOnSlowPhone(page, "/investment-opportunity");
  const file = await downloadFrom(page, page.getByRole("link", { name: "Download Investment Summary" }));
  expect(file.name).toBe(expectedFileName("Series A Investment Summary", "pdf"));
  expect((await readText(file.path as string)).startsWith("%PDF-")).toBe(true);

  await openOnSlowPhone(page, "/research-publications");
  const ics = await downloadFrom(
    page,
    page.getByRole("button", { name: /^Add to calendar\s*: International Gene Therapy Summit 2027$/ }),
  );
  expect(await readText(ics.path as string)).toContain("\r\nDTSTART:20270317T150000Z\r\n");
});

test("the media kit, a legal page and a trial card downloaded right after load arrive as their PDFs", async ({
  page,
}) => {
  await openOnSlowPhone(page, "/press-releases");
  const kit = page.getByRole("region", { name: "Media kit" });
  const facts = await downloadFrom(page, kit.getByRole("link", { name: "Download Company Fact Sheet" }));
  expect(pdfText(facts.path as string)).toContain("123 amino acids");

  await openOnSlowPhone(page, "/privacy-policy");
  const policy = await downloadFrom(page, page.getByRole("link", { name: "Download PDF: Privacy Policy" }));
  expect(policy.name).toBe("Privacy_Policy.pdf");
  expect((await readText(policy.path as string)).startsWith("%PDF-")).toBe(true);

  await openOnSlowPhone(page, "/clinical-trials");
  const title = "Functional Cure Study in Adults Living with HIV";
  const trial = await downloadFrom(page, page.getByRole("link", { name: `Download Trial Details: ${title}` }));
  expect(pdfText(trial.path as string)).toContain("Functional Cure Study");
});
