import { PUBLIC_ROUTES } from "@helixmap/common/routes";
import { site } from "@helixmap/common/site";
import { describe, expect, it } from "vitest";
import { documentText } from "../documents/site-document";
import { scientificFoundation } from "./documents/scientific-foundation";
import { technologyDemo } from "./documents/technology-demo";
import { platform, seriesA, seriesAMilestones } from "./figures";
import { citationName, leaders, team } from "./home/contact";
import * as science from "./pages/science";

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) strings(v, out);
  return out;
}

const downloads = [scientificFoundation, technologyDemo].map(documentText);

/** Every sentence the site, its downloads and its metadata say; the home page's are tested on its seed (server/src/seed/pages/home.test.ts). */
const TEXT = [...strings([science]), ...strings(PUBLIC_ROUTES.map((r) => r.description)), ...downloads];

describe("one story: figures", () => {
  it("counts 27 genes whenever genes are counted, and never calls the 123+ headline genes", () => {
    for (const text of TEXT) {
      for (const m of text.matchAll(/(\d+\+?) +(?:distinct +|therapeutic +|mapped +)*genes\b/gi)) {
        expect(m[1], text).toBe(String(platform.mappedGenes));
      }
    }
  });

  it("says what 123+ counts wherever it appears: residue-to-gene mappings", () => {
    for (const text of TEXT.filter((t) => t.includes("123+") && t !== platform.geneMappingsClaim)) {
      expect(text, text).toMatch(
        /123\+ residue-to-gene mappings|123\+ mappings onto 27|residue-to-gene mappings: 123\+/i,
      );
    }
  });

  it("gives the sequence 123 amino acids everywhere", () => {
    for (const text of TEXT) {
      for (const m of text.matchAll(/(\d+)[- ](?:amino[- ]acids?|residues?)\b/gi)) expect(m[1], text).toBe("123");
    }
  });

  it("speaks of 15 or more pathways, never of exactly 15 or more than 15", () => {
    for (const text of TEXT) {
      expect(text, text).not.toMatch(/more than 15|(?<!at least )\b15 (?:cellular )?pathways/i);
    }
  });
});

// The press releases, filings, publications, patents, regulatory updates and events are seeded items now:
// server/src/seed/item-seeds.test.ts holds their part of the story.
describe("one story: dates", () => {
  it("dates everything the spec leaves open after the founding in September 2025", () => {
    expect(platform.founded).toBe(site.founded);
  });
});

describe("one story: money and people", () => {
  it("says which rounds pay for milestones that cost more than the Series A", () => {
    const millions = (amount: string) => Number(amount.replace(/[$M]/g, ""));
    const total = seriesAMilestones.reduce((sum, m) => sum + millions(m.amount), 0);
    expect(total).toBeGreaterThan(seriesA.targetMillions);
    for (const m of seriesAMilestones) {
      expect(
        m.fundedBy.reduce((sum, f) => sum + f.millions, 0),
        m.milestone,
      ).toBe(millions(m.amount));
    }
    const fromSeriesA = seriesAMilestones
      .flatMap((m) => m.fundedBy)
      .filter((f) => f.round === seriesA.round)
      .reduce((sum, f) => sum + f.millions, 0);
    expect(fromSeriesA).toBe(seriesA.targetMillions);
    for (const text of TEXT) expect(text, text).not.toMatch(/milestones funded by the round/i);
  });

  it("cites the leadership team by initial and surname", () => {
    const names = team.map(citationName);
    expect(names).toEqual(["A. Lindqvist", "R. Okonkwo", "J. Whitfield"]);
    expect(leaders.ceo.role).toBe("Chief Executive Officer");
  });
});
