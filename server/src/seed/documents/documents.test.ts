import { describe, expect, it } from "vitest";
import { flat, readPdf } from "../../test/pdf-text";
import { seedSources } from "../../test/seed-sources";
import { type CatalogueEntry, siteDownloads } from "./catalogue";
import { typesetPdf } from "./typeset";

const OPTIONS = { author: "HelixMap Therapeutics", createdAt: new Date("2026-01-01T00:00:00Z") };
const typeset = (entry: CatalogueEntry | undefined) => {
  if (!entry) throw new Error("no such download");
  return typesetPdf(entry.document, OPTIONS);
};
const byKey = (entries: CatalogueEntry[], key: string) => entries.find((e) => e.key === key);

describe("the seeded downloads", () => {
  const downloads = siteDownloads(seedSources());

  it("cover every download the site offered: page summaries, items, the media kit, the home page's and the trials'", () => {
    const kinds = new Set(downloads.map((d) => d.key.split(":")[0]));
    expect([...kinds].sort()).toEqual(
      [
        "clinical-trial",
        "home",
        "media-kit",
        "page",
        "patent",
        "press_release",
        "publication",
        "research",
        "sec_filing",
      ].sort(),
    );
    expect(new Set(downloads.map((d) => d.key)).size).toBe(downloads.length);
    expect(byKey(downloads, "page:company-overview")?.fileName).toBe("Company_Overview.pdf");
  });

  it.each(downloads.map((d) => [d.key, d] as const))(
    "%s is a PDF with its title, every word readable",
    async (_key, entry) => {
      const pdf = await readPdf(await typeset(entry));
      expect(pdf.pages).toBeGreaterThanOrEqual(1);
      expect(pdf.title).toBe(entry.document.title);
      const text = flat(pdf.text);
      expect(text).toContain(flat(entry.document.title).replace(/[^\x20-\xff•–—‘’“”…€]/g, "?"));
      expect(text).toMatch(/Page 1 of \d+/);
      expect(text).not.toContain("{{");
    },
  );

  it("gives each part of a deck its own page, and numbers the pages", async () => {
    const deck = byKey(downloads, "home:pitch-deck");
    const pdf = await readPdf(await typeset(deck));
    expect(pdf.pages).toBe(deck!.document.pages.length);
    expect(pdf.text).toContain(`Page ${pdf.pages} of ${pdf.pages}`);
  });

  it("states the site's figures: the fact sheet's genes, pathways and funding target come from the settings", async () => {
    const { text } = await readPdf(await typeset(byKey(downloads, "media-kit:fact-sheet")));
    const site = seedSources().site;
    expect(flat(text)).toContain(`Therapeutic genes mapped ${site.figures.mappedGenes}`);
    expect(flat(text)).toContain(`Target ${site.figures.fundingTarget}`);
    expect(flat(text)).toContain(site.identity.legalName);
  });

  it("typesets a figure staff changed before seeding, on every document that states it", async () => {
    const changed = siteDownloads(
      seedSources((site) => ({ ...site, figures: { ...site.figures, mappedGenes: 31, fundingTarget: "$65M" } })),
    );
    const factSheet = flat((await readPdf(await typeset(byKey(changed, "media-kit:fact-sheet")))).text);
    expect(factSheet).toContain("Therapeutic genes mapped 31");
    expect(factSheet).toContain("Target $65M");
    expect(factSheet).not.toContain("Therapeutic genes mapped 27");
    const platform = flat((await readPdf(await typeset(byKey(changed, "media-kit:platform")))).text);
    expect(platform).toContain("is mapped to 31 therapeutic genes");
  });

  it("carries a filing's offering and a press release's whole body", async () => {
    const filing = downloads.find((d) => d.key.startsWith("sec_filing:") && d.document.title.includes("Form D"));
    const filingText = flat((await readPdf(await typeset(filing))).text);
    expect(filingText).toContain("Items 10 to 16. Sales and proceeds");
    expect(filingText).toContain("Total offering amount");
    const sources = seedSources();
    const release = sources.items.find((i) => i.contentType === "press_release")!;
    const releaseText = flat((await readPdf(await typeset(byKey(downloads, `press_release:${release.slug}`)))).text);
    expect(releaseText).toContain(flat(sources.pages["press-releases"].forwardLooking).slice(0, 60));
  });

  it("gives the same bytes for the same content, so seeding twice cannot make two files", async () => {
    const entry = byKey(downloads, "page:terms-of-service");
    expect(Buffer.from(await typeset(entry)).equals(Buffer.from(await typeset(entry)))).toBe(true);
  });
});
