import { site } from "@helixmap/common/site";
import { describe, expect, it } from "vitest";
import { platform } from "../figures";
import { JURISDICTIONS, patents, trademarks } from "./patents";
import { mediaKit, pressReleases } from "./press";
import { conferences, publications } from "./publications";
import {
  complianceAreas,
  milestonePhases,
  ORPHAN_EXCLUSIVITY_YEARS,
  PRE_IND_RESPONSE_DAYS,
  primaryMarkets,
  regulatoryMailto,
  regulatoryUpdates,
  specialDesignations,
  timelineGoals,
} from "./regulatory";
import { corporateInfo, secFilings } from "./sec-filings";

describe("platform", () => {
  it("describes the platform as 123 amino acids, 27 genes and 15+ pathways", () => {
    expect([platform.aminoAcids, platform.mappedGenes, platform.pathwaysClaim]).toEqual([123, 27, "15+"]);
  });
});

describe("press, filings, publications and patents", () => {
  it("lists the media kit at 2.3, 1.8, 4.1 and 3.2 MB, with at least one featured release", () => {
    expect(mediaKit.map((m) => m.size)).toEqual([2.3, 1.8, 4.1, 3.2]);
    expect(pressReleases.some((r) => r.featured)).toBe(true);
    expect(pressReleases.some((r) => !r.featured)).toBe(true);
  });

  it("has Filed and Pending filings and the corporate identity from the site module", () => {
    expect(new Set(secFilings.map((f) => f.status))).toEqual(new Set(["Filed", "Pending"]));
    expect(corporateInfo).toMatchObject({
      legalName: site.legalName,
      tradeName: site.companyName,
      ein: site.taxId,
      state: site.incorporationState,
    });
  });

  it("has 5 publications with all three statuses and both impacts, and 3 conferences", () => {
    expect(publications).toHaveLength(5);
    expect(new Set(publications.map((p) => p.status))).toEqual(new Set(["Under Review", "Published", "In Press"]));
    expect(new Set(publications.map((p) => p.impact))).toEqual(new Set(["High", "Medium"]));
    expect(conferences).toHaveLength(3);
  });

  it("has 3 patent applications across 4 jurisdictions and 2 trademarks", () => {
    expect(patents).toHaveLength(3);
    expect(new Set(patents.flatMap((p) => p.territoryFiled)).size).toBe(4);
    expect(JURISDICTIONS).toHaveLength(4);
    expect(trademarks).toHaveLength(2);
    expect(new Set(trademarks.map((t) => t.status))).toEqual(new Set(["Registered", "Pending"]));
  });
});

describe("regulatory updates", () => {
  it("has the 5 update types, one each, with all three priorities", () => {
    expect(regulatoryUpdates.map((u) => u.type).sort()).toEqual(
      ["EMA Filing", "FDA Submission", "Guidance Review", "Manufacturing", "Special Designation"].sort(),
    );
    expect(new Set(regulatoryUpdates.map((u) => u.priority))).toEqual(new Set(["High", "Medium", "Low"]));
    for (const u of regulatoryUpdates) expect(u.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("keeps the 30-day pre-IND response and 7-year orphan exclusivity in the text", () => {
    expect(PRE_IND_RESPONSE_DAYS).toBe(30);
    expect(ORPHAN_EXCLUSIVITY_YEARS).toBe(7);
    expect(regulatoryUpdates.some((u) => u.impact.includes("30 days"))).toBe(true);
    expect(regulatoryUpdates.some((u) => u.impact.includes("7 years"))).toBe(true);
  });

  it("has 4 milestone phases at 75/30/0/0 percent with the spec's timelines", () => {
    expect(milestonePhases.map((m) => m.completed)).toEqual([75, 30, 0, 0]);
    expect(milestonePhases.map((m) => m.timeline)).toEqual(["Q1-Q2 2025", "Q3 2025", "Q4 2025 to Q2 2026", "Q3 2026"]);
  });

  it("has 5 compliance areas and the strategy of the spec", () => {
    expect(complianceAreas).toHaveLength(5);
    expect(new Set(complianceAreas.map((c) => c.status))).toEqual(new Set(["Compliant", "In Progress", "Preparing"]));
    expect(primaryMarkets.map((m) => m.market)).toEqual(["United States", "European Union", "Canada", "Japan"]);
    expect(specialDesignations.map((d) => d.status)).toEqual([
      "Planned",
      "Under consideration",
      "Potential",
      "Exploring",
    ]);
    expect(timelineGoals.map((g) => g.target)).toEqual(["Q3 2025", "Q4 2025", "Q2 2026", "2028-2030"]);
  });

  it("mails the regulatory address with a regulatory affairs subject", () => {
    expect(regulatoryMailto()).toBe(`mailto:${site.regulatoryEmail}?subject=Regulatory%20Affairs%20Inquiry`);
  });
});
