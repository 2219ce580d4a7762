import { SUMMARY_PREVIEW_LINES } from "@helixmap/common/constants";
import { describe, expect, it } from "vitest";
import { testHomeData, testResearch } from "../test-support/home-page";
import { documentSummary } from "./document-summary";
import { investmentMaterials } from "./investment-materials";
import { type PdfPages, writePages } from "./pdf-pages";
import { createPdf, type PdfWriter } from "./pdf-writer";
import { pitchDeck } from "./pitch-deck";

async function pageCount(pages: PdfPages): Promise<number> {
  let count = 0;
  await createPdf((pdf: PdfWriter) => {
    writePages(pdf, pages);
    count = pdf.pageCount;
  });
  return count;
}

describe("home page PDFs", () => {
  it("lays the pitch deck out on exactly five pages, in the page's words", async () => {
    const deck = pitchDeck(testHomeData);
    expect(await pageCount(deck)).toBe(5);
    const text = JSON.stringify(deck);
    expect(text).toContain(testHomeData.page.pitchDeck.opportunity);
    expect(text).toContain("$5M: Platform design (Complete, 100%), funded by Seed ($2M) and Seed extension ($3M)");
  });

  it("lays the investment materials package out on exactly six pages, listing the research documents", async () => {
    const pack = investmentMaterials(testHomeData);
    expect(await pageCount(pack)).toBe(6);
    const text = JSON.stringify(pack);
    expect(text).toContain("Page 2: Executive summary");
    for (const doc of testResearch) expect(text).toContain(`${doc.id}: ${doc.title}`);
  });

  it("puts only the first 20 preview lines of a document in its one-page summary", async () => {
    const doc = testResearch[0];
    if (!doc) throw new Error("no research documents");
    const lines = [...doc.preview, "Line 21 of the document."];
    const summary = documentSummary({ ...doc, preview: lines }, testHomeData);
    const text = JSON.stringify(summary);
    expect(text).toContain(doc.title);
    expect(text).toContain(lines[SUMMARY_PREVIEW_LINES - 1]);
    expect(text).not.toContain(lines[SUMMARY_PREVIEW_LINES]);
    expect(text).toContain(testHomeData.site.contact.contactEmail);
    expect(await pageCount(summary)).toBe(1);
  });
});
