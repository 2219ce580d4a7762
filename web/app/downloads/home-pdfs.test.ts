import { describe, expect, it } from "vitest";
import { investmentMaterials } from "../copy/home/investment-materials";
import { pitchDeck } from "../copy/home/pitch-deck";
import { researchDocuments } from "../copy/home/research";
import { researchPreviews } from "../copy/home/research-previews";
import { documentSummary, SUMMARY_PREVIEW_LINES } from "./document-summary";
import { type PdfPages, writePages } from "./pdf-pages";
import { createPdf, type PdfWriter } from "./pdf-writer";

async function pageCount(pages: PdfPages): Promise<number> {
  let count = 0;
  await createPdf((pdf: PdfWriter) => {
    writePages(pdf, pages);
    count = pdf.pageCount;
  });
  return count;
}

describe("home page PDFs", () => {
  it("lays the pitch deck out on exactly five pages", async () => {
    expect(await pageCount(pitchDeck)).toBe(5);
  });

  it("lays the investment materials package out on exactly six pages", async () => {
    expect(await pageCount(investmentMaterials)).toBe(6);
  });

  it("puts only the first 20 preview lines of a document in its one-page summary", async () => {
    const doc = researchDocuments[0];
    if (!doc) throw new Error("no research documents");
    const lines = researchPreviews[doc.id] ?? [];
    expect(lines.length).toBeGreaterThan(SUMMARY_PREVIEW_LINES);

    const summary = documentSummary(doc);
    const text = JSON.stringify(summary);
    expect(text).toContain(doc.title);
    expect(text).toContain(JSON.stringify(lines[SUMMARY_PREVIEW_LINES - 1]).slice(1, -1));
    expect(text).not.toContain(JSON.stringify(lines[SUMMARY_PREVIEW_LINES]).slice(1, -1));
    expect(await pageCount(summary)).toBe(1);
  });

  it("has a summary that fits one page for every document", async () => {
    for (const doc of researchDocuments) expect(await pageCount(documentSummary(doc))).toBe(1);
  });
});
