import { test } from "@playwright/test";
import { blockExternalHosts } from "./support/external-hosts";
import { focusWithin, tabTo } from "./support/keyboard";
import { expect, gotoHydrated } from "./support/pages";

test.describe.configure({ timeout: 90_000 });

test("the mobile menu opens, is navigable and closes with the keyboard, returning focus", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/about");
  const opener = page.getByRole("button", { name: "Open menu" });
  await tabTo(page, opener);
  await page.keyboard.press("Enter");
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect.poll(() => focusWithin(menu)).toBe(true);
  await tabTo(page, menu.getByRole("link", { name: "Sign In" }), 30);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(opener).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  await tabTo(page, menu.getByRole("link", { name: "Sign In" }), 30);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("the cures detail and the gene dialogs open with Enter and Space and close with Escape or their button", async ({
  page,
  context,
}) => {
  await blockExternalHosts(context);
  await gotoHydrated(page, "/");
  const card = page.getByRole("button", { name: "Functional Cure Platform" });
  await tabTo(page, card, 120);
  await page.keyboard.press("Enter");
  const detail = page.getByRole("dialog", { name: "Functional Cure Platform" });
  await expect(detail).toBeVisible();
  await expect.poll(() => focusWithin(detail)).toBe(true);
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();
  await expect(card).toBeFocused();

  const gene = page.getByRole("button", { name: "ATG → CCR5" });
  await tabTo(page, gene, 60);
  await page.keyboard.press("Space");
  const dialog = page.getByRole("dialog", { name: /CCR5/ });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole("button", { name: "Close" }), 20);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(gene).toBeFocused();
});

test("the tabs move with the arrow keys, Home and End", async ({ page }) => {
  await gotoHydrated(page, "/");
  const first = page.getByRole("tab", { name: "Codon Mapping" });
  await tabTo(page, first, 120);
  await page.keyboard.press("ArrowRight");
  const delivery = page.getByRole("tab", { name: "Delivery Systems" });
  await expect(delivery).toBeFocused();
  await expect(delivery).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Delivery Systems" })).toBeVisible();
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: "Mechanism" })).toBeFocused();
  await page.keyboard.press("Home");
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute("aria-selected", "true");
});

test("the research upload dialog is used from the keyboard alone", async ({ page }) => {
  await gotoHydrated(page, "/");
  const add = page.getByRole("button", { name: "Add New Document" });
  await tabTo(page, add, 160);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Add New Document" });
  await expect(dialog).toBeVisible();
  const picker = dialog.getByLabel("Document file");
  await tabTo(page, picker, 20);
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.keyboard.press("Space")]);
  await chooser.setFiles({ name: "notes.md", mimeType: "text/markdown", buffer: Buffer.from("# notes") });
  await expect(dialog).toBeHidden();
  await expect(page.locator("#research").getByRole("status")).toContainText("notes.md");
});

test("the trial pre-screening form is filled and sent from the keyboard alone", async ({ page }) => {
  await gotoHydrated(page, "/clinical-trials");
  await tabTo(page, page.getByLabel("First name"), 200);
  await page.keyboard.type("Ada");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Lovelace");
  await tabTo(page, page.getByLabel("Email"), 5);
  await page.keyboard.type("ada@example.com");
  await tabTo(page, page.getByLabel("Phone"), 5);
  await page.keyboard.type("+1 555 0100");
  await tabTo(page, page.getByLabel("Age"), 5);
  await page.keyboard.type("42");
  await tabTo(page, page.getByLabel("Condition"), 5);
  await page.keyboard.press("ArrowDown");
  await expect(page.getByLabel("Condition")).not.toHaveValue("");
  const contact = page.getByLabel(/consent to be contacted/);
  await tabTo(page, contact, 10);
  await page.keyboard.press("Space");
  await expect(contact).toBeChecked();
  const confidential = page.getByLabel(/kept confidential/);
  await tabTo(page, confidential, 5);
  await page.keyboard.press("Space");
  const submit = page.getByRole("button", { name: "Submit Application" });
  await tabTo(page, submit, 5);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Application received" })).toBeVisible();
});
