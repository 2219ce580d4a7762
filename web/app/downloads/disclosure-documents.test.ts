import { describe, expect, it } from "vitest";
import { platform, seriesA } from "../copy/figures";
import { team } from "../copy/home/contact";
import { biographyOf } from "../copy/pages/leadership";
import { mediaKit, pressReleases } from "../copy/pages/press";
import { secFilings } from "../copy/pages/sec-filings";
import { filingDocument, mediaKitDocument, pressReleaseDocument } from "./disclosure-documents";
import { type DownloadDocument, documentText } from "./document";

const words = (doc: DownloadDocument) => documentText(doc).split(/\s+/).filter(Boolean).length;
const paragraphs = (doc: DownloadDocument) => doc.blocks.flatMap((b) => b.paragraphs ?? []).length;

describe("documents with substance", () => {
  it.each(pressReleases.map((r) => [r.title, r] as const))("the %s download carries the whole release", (_, r) => {
    const doc = pressReleaseDocument(r);
    const text = documentText(doc);
    for (const p of r.body) expect(text).toContain(p);
    expect(r.body.length).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(/About HelixMap Therapeutics/);
    expect(words(doc)).toBeGreaterThan(200);
  });

  it.each(mediaKit.map((m) => [m.name, m] as const))("the %s is a document of several sections", (_, item) => {
    const doc = mediaKitDocument(item);
    expect(doc.blocks.filter((b) => b.heading).length).toBeGreaterThanOrEqual(3);
    expect(words(doc)).toBeGreaterThan(180);
  });

  it("puts the company's figures in the fact sheet and the three biographies in the leadership document", () => {
    const facts = documentText(mediaKitDocument(mediaKit.find((m) => m.key === "fact-sheet")!));
    for (const figure of [String(platform.aminoAcids), String(platform.mappedGenes), platform.pathwaysClaim]) {
      expect(facts).toContain(figure);
    }
    for (const figure of [seriesA.target, seriesA.preMoney, seriesA.postMoney, "September 2025"]) {
      expect(facts).toContain(figure);
    }
    const leadership = documentText(mediaKitDocument(mediaKit.find((m) => m.key === "leadership")!));
    for (const leader of team) {
      expect(leadership).toContain(`${leader.name}, ${leader.role}`);
      for (const p of biographyOf(leader)) expect(leadership).toContain(p);
    }
  });

  it.each(secFilings.map((f) => [`${f.form} (${f.date})`, f] as const))("the %s download is a full notice", (_, f) => {
    const doc = filingDocument(f);
    expect(paragraphs(doc)).toBeGreaterThanOrEqual(2);
    expect(doc.blocks.length).toBeGreaterThanOrEqual(3);
    expect(words(doc)).toBeGreaterThan(150);
    if (f.offering) {
      const text = documentText(doc);
      expect(text).toContain(`Federal exemption claimed: ${f.offering.exemption}`);
      expect(text).toContain(
        `Total offering amount: $${(f.offering.totalMillions * 1_000_000).toLocaleString("en-US")}`,
      );
    }
  });
});
