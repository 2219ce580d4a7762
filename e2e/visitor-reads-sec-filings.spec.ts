import { expect, test } from "@playwright/test";
import { downloadFrom, pdfText } from "./support/downloads";
import { gotoHydrated } from "./support/pages";

test("a pending filing offers no download while a filed one downloads as a PDF", async ({ page }) => {
  await gotoHydrated(page, "/sec-filings");
  const pendingRow = page.getByRole("row").filter({ hasText: "Pending" });
  await expect(pendingRow).toHaveCount(1);
  await expect(pendingRow.getByRole("link", { name: /^Download/ })).toHaveCount(0);

  const filed = page.getByRole("row", { name: /^Form D Notice of exempt offering/ });
  await expect(filed.getByText("Filed", { exact: true })).toBeVisible();
  const file = await downloadFrom(page, filed.getByRole("link", { name: "Download Form D" }));
  expect(file.name).toBe("Form_D.pdf");
  expect(pdfText(file.path)).toContain("Notice of exempt offering");

  const seed = await downloadFrom(page, page.getByRole("link", { name: "Download Form D (Seed)" }));
  expect(seed.name).toBe("Form_D__Seed_.pdf");
});

test("the corporate information card shows the company's identity", async ({ page }) => {
  await page.goto("/sec-filings");
  const card = page.locator("#corporate-information-title").locator("xpath=ancestor::section[1]");
  for (const label of ["Legal name", "Trade name", "EIN", "Incorporation", "State", "Address", "Status"]) {
    await expect(card.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(card).toContainText("HelixMap Therapeutics, Inc.");
  await expect(card).toContainText("00-0000000");
  await expect(card).toContainText("Delaware");
});
