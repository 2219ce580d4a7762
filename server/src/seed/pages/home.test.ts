import { IMAGE_HOSTS } from "@helixmap/common/image-hosts";
import { eachText } from "@helixmap/common/pages/fields";
import { PAGE_FIELDS, SITE_FIELDS } from "@helixmap/common/pages/page-catalogue";
import { placeholderValues } from "@helixmap/common/pages/placeholders";
import { renderFields } from "@helixmap/common/pages/render-fields";
import { describe, expect, it } from "vitest";
import { homeSeed } from "./home";
import { siteSeed } from "./site";

const vars = placeholderValues(SITE_FIELDS, siteSeed);
const page = renderFields(PAGE_FIELDS.home, homeSeed, vars);
const { figures } = siteSeed;

/** Every text the seeded home page and its PDFs say, placeholders resolved (seeds.test.ts checks the schema and the placeholders). */
const TEXT: string[] = [];
eachText(PAGE_FIELDS.home, page, (_path, text) => TEXT.push(text));

const millions = (amount: string) => Number(amount.replace(/[$MB]/g, ""));

describe("one story on the home page: figures", () => {
  it("counts the mapped genes whenever genes are counted, and calls the 123+ headline mappings", () => {
    for (const text of TEXT) {
      for (const m of text.matchAll(/(\d+\+?) +(?:distinct +|therapeutic +|mapped +)*genes\b/gi)) {
        expect(m[1], text).toBe(String(figures.mappedGenes));
      }
    }
    const claim = page.hero.claims.find((c) => c.value === figures.geneMappings);
    expect(claim?.label).toBe(`Residue-to-gene mappings onto ${figures.mappedGenes} genes`);
  });

  it("gives the sequence its number of amino acids everywhere", () => {
    for (const text of TEXT) {
      for (const m of text.matchAll(/(\d+)[- ](?:amino[- ]acids?|residues?)\b/gi)) {
        expect(m[1], text).toBe(String(figures.aminoAcids));
      }
    }
  });

  it("speaks of 15 or more pathways, never of exactly 15 or more than 15", () => {
    for (const text of TEXT) expect(text, text).not.toMatch(/more than 15|(?<!at least )\b15 (?:cellular )?pathways/i);
    expect(page.hero.claims.find((c) => c.label === "Cellular pathways")?.value).toBe(figures.pathways);
  });

  it("adds the four disease areas' markets up to the combined addressable market", () => {
    const areas = page.applications.areas.map((a) => [a.tab, a.marketSize]);
    expect(areas).toEqual([
      ["Cancer", "$200B"],
      ["HIV", "$32B"],
      ["Neuro", "$120B"],
      ["Autoimmune", "$85B"],
    ]);
    const total = page.applications.areas.reduce((sum, a) => sum + millions(a.marketSize), 0);
    expect(`$${total}B`).toBe(figures.addressableMarket);
    expect(page.applications.bannerValue).toBe(figures.addressableMarket);
  });

  it("derives the highlight band from the workstreams and the gene map", () => {
    const { progress, efficacy, metrics } = page.science;
    const average = Math.round(progress.reduce((sum, p) => sum + p.progress, 0) / progress.length);
    const validated = progress.filter((p) => p.status === "Validated").length;
    expect(efficacy.map((e) => e.value)).toEqual([
      `${average}%`,
      `${validated} of ${progress.length}`,
      String(figures.diseaseAreas),
      "18-24 months",
    ]);
    expect(metrics.find((m) => m.label === "Codon groups in the gene map")?.value).toBe(
      String(page.technology.codons.length),
    );
  });

  it("writes six of the nine gene profiles in full", () => {
    const codons = page.technology.codons;
    expect(codons.map((c) => c.codon)).toEqual(["ATG", "E", "GG", "CA", "AAA", "C", "O", "TC", "Y"]);
    const written = codons.filter((c) => c.profile.fullName !== "");
    expect(written).toHaveLength(6);
    for (const c of written) {
      expect(c.profile.mechanism, c.gene).not.toBe("");
      expect(c.profile.diseaseTargets.length, c.gene).toBeGreaterThan(0);
    }
  });
});

describe("one story on the home page: money", () => {
  it("says which rounds pay for milestones that cost more than the Series A", () => {
    const { milestones } = page.investment;
    const target = millions(figures.fundingTarget);
    expect(milestones.reduce((sum, m) => sum + millions(m.amount), 0)).toBeGreaterThan(target);
    for (const m of milestones) {
      expect(
        m.fundedBy.reduce((sum, f) => sum + f.millions, 0),
        m.milestone,
      ).toBe(millions(m.amount));
    }
    const fromSeriesA = milestones
      .flatMap((m) => m.fundedBy)
      .filter((f) => f.round === "Series A")
      .reduce((sum, f) => sum + f.millions, 0);
    expect(fromSeriesA).toBe(target);
    for (const text of TEXT) expect(text, text).not.toMatch(/milestones funded by the round/i);
  });
});

describe("the home page's images", () => {
  // The Content-Security-Policy allows images from IMAGE_HOSTS only, so one from anywhere else would not show.
  it("come from this site or a host the Content-Security-Policy allows", () => {
    const sources = page.cures.cards.flatMap((c) => c.detail.images.map((i) => i.src));
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) {
      if (src.startsWith("/")) continue;
      expect(IMAGE_HOSTS as readonly string[]).toContain(new URL(src).origin);
    }
  });
});
