import { execFileSync } from "node:child_process";
import { expect, type Page, test } from "@playwright/test";
import { researchPreviews } from "../web/app/copy/home/research-previews";
import { gotoHydrated } from "./support/pages";

async function download(page: Page, click: () => Promise<void>, dir: string) {
  const downloadPromise = page.waitForEvent("download");
  await click();
  const file = await downloadPromise;
  const path = `${dir}/${file.suggestedFilename()}`;
  await file.saveAs(path);
  const info = execFileSync("pdfinfo", [path], { encoding: "utf8" });
  return {
    name: file.suggestedFilename(),
    pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]),
    text: execFileSync("pdftotext", ["-layout", path, "-"], { encoding: "utf8" }),
  };
}

test("the pitch deck downloads from the investment section as a five-page PDF", async ({ page }, testInfo) => {
  await gotoHydrated(page, "/");
  const pdf = await download(
    page,
    () => page.locator("#investment").getByRole("button", { name: "Download Pitch Deck" }).click(),
    testInfo.outputDir,
  );
  expect(pdf.name).toBe("HelixMap_Therapeutics_Pitch_Deck.pdf");
  expect(pdf.pages).toBe(5);
  expect(pdf.text).toContain("Series A terms");
  expect(pdf.text).toContain("$50M");
});

test("the pitch deck also downloads from the contact section", async ({ page }, testInfo) => {
  await gotoHydrated(page, "/");
  const pdf = await download(
    page,
    () => page.locator("#contact").getByRole("button", { name: "Download Pitch Deck" }).click(),
    testInfo.outputDir,
  );
  expect(pdf.pages).toBe(5);
});

test("the investment materials package downloads as a six-page PDF", async ({ page }, testInfo) => {
  await gotoHydrated(page, "/");
  const pdf = await download(
    page,
    () => page.getByRole("button", { name: "Investment Materials Package" }).click(),
    testInfo.outputDir,
  );
  expect(pdf.name).toBe("HelixMap_Therapeutics_Investment_Materials_Package.pdf");
  expect(pdf.pages).toBe(6);
  expect(pdf.text).toContain("Executive summary");
});

test("a research document summary holds its title and at most 20 preview lines", async ({ page }, testInfo) => {
  await gotoHydrated(page, "/");
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Codon-Gene Mapping Framework" }) });
  const pdf = await download(
    page,
    () => card.getByRole("button", { name: "Download PDF" }).click(),
    testInfo.outputDir,
  );
  expect(pdf.name).toBe("Codon_Gene_Mapping_Framework.pdf");
  expect(pdf.pages).toBe(1);
  expect(pdf.text).toContain("Codon-Gene Mapping Framework");

  const preview = researchPreviews["RD-2025-001"] ?? [];
  expect(preview.length).toBeGreaterThan(20);
  const lines = pdf.text.split("\n").map((l) => l.trim());
  const included = preview.filter((line) => lines.includes(line));
  expect(included).toEqual(preview.slice(0, 20));
  expect(pdf.text).toContain("contact@helixmap.example");
  expect(pdf.text).toContain("2025-09-18");
});
