import { expect, test } from "@playwright/test";
import { blockExternalHosts } from "./support/external-hosts";
import { gotoHydrated, sectionTop } from "./support/pages";

test.use({ viewport: { width: 1280, height: 900 } });

const ONE_PIXEL_PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

test("the first load fetches nothing from other hosts and no modal or PDF code", async ({ page, context }) => {
  const external = await blockExternalHosts(context);
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await gotoHydrated(page, "/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(300);

  expect(external).toEqual([]);
  expect(
    scripts.filter((s) => /jspdf|detail-body|gene-body|preview-body|research-previews|pitch-deck/.test(s)),
  ).toEqual([]);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator("img")).toHaveCount(0);
});

test("a cures card opens its detail, locks page scroll, loads the image lazily, and Escape returns to the card", async ({
  page,
  context,
}) => {
  const external = await blockExternalHosts(context);
  const images: string[] = [];
  // Answer the stock image locally with a 1x1 PNG so it stays in the modal.
  await context.route("https://images.unsplash.com/**", (route) => {
    images.push(route.request().url());
    return route.fulfill({ contentType: "image/png", body: Buffer.from(ONE_PIXEL_PNG, "base64") });
  });
  await gotoHydrated(page, "/");
  expect(images).toEqual([]);
  const card = page.getByRole("button", { name: "Functional Cure Platform" });
  await card.click();

  const dialog = page.getByRole("dialog", { name: "Functional Cure Platform" });
  await expect(dialog.getByRole("heading", { name: "Overview" })).toBeVisible();
  await expect(dialog.getByText("therapy", { exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
  const image = dialog.locator("img");
  await expect(image).toHaveAttribute("loading", "lazy");
  await expect(image).toHaveAttribute("width", /\d+/);
  // The stock image is requested only now that the modal is open, and nothing else from outside.
  await expect.poll(() => images.length).toBe(1);
  expect(external).toEqual([]);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
});

test("every cures card, codon card and document preview opens its modal and Escape returns focus", async ({
  page,
  context,
}) => {
  await blockExternalHosts(context);
  await gotoHydrated(page, "/");
  const openers = [
    page.getByRole("button", { name: "Functional Cure Platform" }),
    page.getByRole("button", { name: "Prevention Strategy" }),
    ...(await page.getByRole("button", { name: / → / }).all()),
    ...(await page.getByRole("button", { name: /^Preview / }).all()),
  ];
  expect(openers).toHaveLength(2 + 9 + 5);
  for (const opener of openers) {
    await opener.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("status")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }
});

test("a codon without a full gene profile shows the fallback", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Y → BRCA1" }).click();
  const dialog = page.getByRole("dialog", { name: "BRCA1 (codon Y)" });
  await expect(dialog.getByText("Profile in preparation", { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "ATG → CCR5" }).click();
  await expect(page.getByRole("dialog").getByText("C-C chemokine receptor type 5")).toBeVisible();
});

test("the technology and applications tabs show their panels, also from the keyboard", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("tab", { name: "Delivery Systems" }).click();
  await expect(page.getByRole("tabpanel").getByRole("heading", { name: "Lipid nanoparticles" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Mechanism" })).toBeFocused();
  await expect(page.getByRole("heading", { name: /Step 3/ })).toBeVisible();

  for (const [tab, market] of [
    ["Cancer", "$200B"],
    ["HIV", "$32B"],
    ["Neuro", "$120B"],
    ["Autoimmune", "$85B"],
  ] as const) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tabpanel", { name: tab }).getByText(market)).toBeVisible();
  }
});

test("the research filter narrows the list and All restores it", async ({ page }) => {
  await gotoHydrated(page, "/");
  const list = page.getByRole("list", { name: "Research documents" });
  await expect(list.getByRole("heading")).toHaveCount(5);
  await page.getByRole("button", { name: "Delivery", exact: true }).click();
  await expect(list.getByRole("heading")).toHaveText(["Lipid Nanoparticle Delivery Assessment"]);
  await page.getByRole("button", { name: "All", exact: true }).click();
  await expect(list.getByRole("heading")).toHaveCount(5);
});

test("the research section cannot be selected, copied or opened in a context menu", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await gotoHydrated(page, "/");
  await page.evaluate(() => navigator.clipboard.writeText("sentinel"));
  const title = page.getByRole("heading", { name: "Codon-Gene Mapping Framework" });
  // The title links to the document's own page; its summary is plain text.
  const summary = page.locator("#research li").filter({ has: title }).locator("p").first();
  await summary.click();
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Control+C");
  expect(await page.evaluate(() => document.getSelection()?.toString() ?? "")).toBe("");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("sentinel");
  const menuBlocked = await summary.evaluate(
    (el) => !el.dispatchEvent(new MouseEvent("contextmenu", { bubbles: true, cancelable: true })),
  );
  expect(menuBlocked).toBe(true);
  expect(await page.locator("#research").evaluate((el) => getComputedStyle(el).userSelect)).toBe("none");
});

test("adding a document closes the dialog once a file is chosen and uploads nothing", async ({ page }) => {
  await gotoHydrated(page, "/");
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() !== "GET") posts.push(r.url());
  });
  await page.getByRole("button", { name: "Add New Document" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Document" });
  await dialog.getByLabel("Document file").setInputFiles({
    name: "assay-results.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("results"),
  });
  await expect(dialog).toBeHidden();
  await expect(page.locator("#research").getByRole("status")).toContainText("assay-results.txt");
  expect(posts).toEqual([]);
});

test("the hero's buttons lead to the investment section and the technology demo", async ({ page, context }) => {
  const external = await blockExternalHosts(context);
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "View Investment Opportunity" }).click();
  await expect.poll(() => sectionTop(page, "investment"), { timeout: 5000 }).toBe(80);

  await page.evaluate(() => window.scrollTo(0, 0));
  const demo = page.getByRole("link", { name: /Watch Technology Demo/ });
  await expect(demo).toHaveAttribute("rel", /noopener/);
  const popupPromise = context.waitForEvent("page");
  await demo.click();
  const popup = await popupPromise;
  await expect(popup.getByRole("heading", { level: 1 })).toHaveText(/Technology Demo/);
  expect(new URL(popup.url()).pathname).toBe("/documents/technology-demo.html");
  expect(external).toEqual([]);
  await popup.close();
});

test("Schedule Meeting in the investment section scrolls to the contact section", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.locator("#investment").getByRole("button", { name: "Schedule Meeting" }).click();
  await expect.poll(() => sectionTop(page, "contact"), { timeout: 5000 }).toBe(80);
});

test("the home page fits a 360 px screen without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await gotoHydrated(page, "/");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
