import type { RenderedPage, RenderedSite } from "@helixmap/common/pages/page-catalogue";
import { describe, expect, it } from "vitest";
import { platform, seriesA } from "../copy/figures";
import { team } from "../copy/home/contact";
import { biographyOf } from "../copy/pages/leadership";
import type { PressReleaseEntry, SecFilingEntry } from "../published/list-entries";
import { filingDocument, mediaKitDocument, pressReleaseDocument } from "./disclosure-documents";
import { type DownloadDocument, documentText } from "./document";

const words = (doc: DownloadDocument) => documentText(doc).split(/\s+/).filter(Boolean).length;
const paragraphs = (doc: DownloadDocument) => doc.blocks.flatMap((b) => b.paragraphs ?? []).length;

// The parts of the pages' loader data the downloads read; the seeded pages hold the real words.
const site = {
  identity: { companyName: "HelixMap Therapeutics", legalName: "HelixMap Therapeutics, Inc." },
  contact: { contactEmail: "press@helixmap.example", phone: "+1 555 0100" },
} as RenderedSite;
const pressPage = {
  aboutCompany: "About HelixMap Therapeutics: a private, early-stage biotechnology company.",
  forwardLooking: "Forward-looking statements: actual results may differ materially.",
  pressContact: { name: "Media Relations", note: "Journalists can request interviews.", button: "Contact" },
  mediaKit: (["fact-sheet", "brand", "leadership", "platform"] as const).map((document) => ({
    document,
    name: document,
    description: `The ${document}`,
    size: 1,
  })),
} as RenderedPage<"press-releases">;
const filingsPage = {
  corporateFacts: [
    { label: "Legal name", value: "HelixMap Therapeutics, Inc." },
    { label: "EIN", value: "00-0000000" },
  ],
} as RenderedPage<"sec-filings">;

const release: PressReleaseEntry = {
  title: "Company Opens Series A Round",
  summary: "The company opens a round.",
  slug: "company-opens-series-a-round",
  href: "/press-releases/company-opens-series-a-round",
  date: "November 18, 2025",
  category: "Funding",
  featured: true,
  body: [
    "San Francisco, CA: the company today opened its Series A financing from accredited investors.",
    "The round pays for the next stages of the platform: in vitro validation and IND-enabling studies.",
    '"Investors will be able to follow each milestone the round pays for," said the chief executive.',
  ],
};
const notice = (offering: SecFilingEntry["offering"]): SecFilingEntry => ({
  title: "Form D, November 24, 2025",
  summary: "Notice of exempt offering of securities for the Series A round under Rule 506(c).",
  slug: "form-d-november-24-2025",
  href: "/sec-filings/form-d-november-24-2025",
  date: "November 24, 2025",
  form: offering ? "Form D" : "Form ID",
  status: "Filed",
  fileSize: "212 KB",
  offering,
});

describe("documents with substance", () => {
  it("carries a whole press release, closed by the page's boilerplate and media contact", () => {
    const text = documentText(pressReleaseDocument(release, { page: pressPage, site }));
    for (const p of release.body) expect(text).toContain(p);
    expect(text).toContain(pressPage.aboutCompany);
    expect(text).toContain(pressPage.forwardLooking);
    expect(text).toContain("Media Relations: press@helixmap.example");
  });

  it.each(pressPage.mediaKit.map((m) => [m.document, m] as const))(
    "the %s is a document of several sections",
    (_, item) => {
      const doc = mediaKitDocument(item, { page: pressPage, site });
      expect(doc.blocks.filter((b) => b.heading).length).toBeGreaterThanOrEqual(3);
      expect(words(doc)).toBeGreaterThan(150);
    },
  );

  it("puts the company's figures in the fact sheet and the three biographies in the leadership document", () => {
    const kit = (key: string) => pressPage.mediaKit.find((m) => m.document === key)!;
    const facts = documentText(mediaKitDocument(kit("fact-sheet"), { page: pressPage, site }));
    for (const figure of [String(platform.aminoAcids), String(platform.mappedGenes), platform.pathwaysClaim]) {
      expect(facts).toContain(figure);
    }
    for (const figure of [seriesA.target, seriesA.preMoney, seriesA.postMoney]) expect(facts).toContain(figure);
    const leadership = documentText(mediaKitDocument(kit("leadership"), { page: pressPage, site }));
    for (const leader of team) {
      expect(leadership).toContain(`${leader.name}, ${leader.role}`);
      for (const p of biographyOf(leader)) expect(leadership).toContain(p);
    }
  });

  it("gives a Form D a full notice with the page's corporate facts, and a Form ID its application", () => {
    const offering = {
      round: "Series A",
      exemption: "Rule 506(c)",
      totalMillions: 50,
      soldMillions: 0,
      firstSale: "Yet to occur",
      investors: 0,
      amendment: false,
    };
    const doc = filingDocument(notice(offering), { page: filingsPage, site });
    const text = documentText(doc);
    expect(paragraphs(doc)).toBeGreaterThanOrEqual(2);
    expect(words(doc)).toBeGreaterThan(150);
    expect(text).toContain("Federal exemption claimed: Rule 506(c)");
    expect(text).toContain("Total offering amount: $50,000,000");
    expect(text).toContain("EIN: 00-0000000");
    const id = documentText(filingDocument(notice(null), { page: filingsPage, site }));
    expect(id).toContain("Access codes let the company file notices such as Form D electronically.");
  });
});
