import { expect, type Locator, type Page, test } from "@playwright/test";
import { downloadFrom, pdfText } from "./support/downloads";
import { gotoHydrated } from "./support/pages";

async function download(page: Page, control: Locator) {
  const file = await downloadFrom(page, control);
  const text = pdfText(file.path);
  const pages = Number(/^\s*Page 1 of (\d+)/m.exec(text)?.[1] ?? /Page 1 of (\d+)/.exec(text)?.[1]);
  return { name: file.name, text, pages };
}

test("the pitch deck downloads from the investment section as a five-page PDF", async ({ page }) => {
  await gotoHydrated(page, "/");
  const link = page.locator("#investment").getByRole("link", { name: "Download Pitch Deck" });
  await expect(page.locator("#investment")).toContainText(
    /HelixMap_Therapeutics_Pitch_Deck\.pdf \(PDF, 5 pages, \d+ KB\)/,
  );
  const pdf = await download(page, link);
  expect(pdf.name).toBe("HelixMap_Therapeutics_Pitch_Deck.pdf");
  expect(pdf.pages).toBe(5);
  expect(pdf.text).toContain("Series A terms");
  expect(pdf.text).toContain("$50M");
});

test("the pitch deck also downloads from the contact section", async ({ page }) => {
  await gotoHydrated(page, "/");
  const pdf = await download(page, page.locator("#contact").getByRole("link", { name: "Download Pitch Deck" }));
  expect(pdf.pages).toBe(5);
});

test("the investment materials package downloads as a six-page PDF", async ({ page }) => {
  await gotoHydrated(page, "/");
  const pdf = await download(page, page.getByRole("link", { name: "Investment Materials Package" }));
  expect(pdf.name).toBe("HelixMap_Therapeutics_Investment_Materials_Package.pdf");
  expect(pdf.pages).toBe(6);
  expect(pdf.text).toContain("Executive summary");
});

test("a research document summary holds its title and its opening lines", async ({ page }) => {
  await gotoHydrated(page, "/");
  const title = "Codon-Gene Mapping Framework";
  const pdf = await download(page, page.getByRole("link", { name: `Download PDF: ${title}` }));
  expect(pdf.name).toBe("Codon_Gene_Mapping_Framework.pdf");
  expect(pdf.pages).toBe(1);
  expect(pdf.text).toContain(title);
  expect(pdf.text).toContain("contact@helixmap.example");
  expect(pdf.text).toContain("2025-09-18");
});
