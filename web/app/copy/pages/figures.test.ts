import { site } from "@helixmap/common/site";
import { describe, expect, it } from "vitest";
import { platform, seriesA } from "../figures";
import { AGE_MAX, AGE_MIN, clinicalTrials, conditionOptions, expectations, REVIEW_RESPONSE } from "./clinical-trials";
import { apiEndpoints, apiRoles } from "./developers";
import { fundAllocation, fundingStages, projections, scenarios } from "./financial";
import { foundationDocument } from "./foundation-document";
import { investmentMilestones } from "./investment";
import { GOVERNING_LAW_STATE, LEGAL_LAST_UPDATED, privacyPolicy, termsOfService } from "./legal";
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

describe("financial information", () => {
  it("projects the ten years 2025-2034 with net income = revenue - expenses", () => {
    expect(projections.map((r) => r.year)).toEqual([2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034]);
    for (const r of projections) expect(r.netIncome).toBe(r.revenue - r.expenses);
  });

  it("reaches the headline peak revenue in the final projected year", () => {
    expect(seriesA.peakRevenue).toBe("$2.5B");
    expect(projections.at(-1)?.revenue).toBe(2500);
  });

  it("has the four funding stages with their progress and status", () => {
    expect(fundingStages.map((s) => [s.amount, s.progress, s.status])).toEqual([
      ["$2M", 100, "Complete"],
      ["$10M", 75, "In Progress"],
      ["$50M", 20, "Target"],
      ["$100M", 0, "Future"],
    ]);
  });

  it("has three scenarios at 2/5/10% penetration and 70/50/25% probability", () => {
    expect(scenarios.map((s) => s.marketPenetration)).toEqual([2, 5, 10]);
    expect(scenarios.map((s) => s.probability)).toEqual([70, 50, 25]);
  });

  it("splits the use of funds 60/20/10/10 percent", () => {
    expect(fundAllocation.map((u) => u.percent)).toEqual([60, 20, 10, 10]);
  });
});

describe("investment opportunity", () => {
  it("keeps the Series A terms and milestones of the spec", () => {
    expect([seriesA.target, seriesA.preMoney, seriesA.postMoney, seriesA.ownership]).toEqual([
      "$50M",
      "$150M",
      "$200M",
      "25%",
    ]);
    expect(investmentMilestones.map((m) => [m.amount, m.progress, m.status])).toEqual([
      ["$5M", 100, "Complete"],
      ["$15M", 60, "In Progress"],
      ["$20M", 25, "Planning"],
      ["$35M", 0, "Future"],
    ]);
  });

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

describe("clinical trials", () => {
  it("keeps the form limits, conditions and expectations of the spec", () => {
    expect([AGE_MIN, AGE_MAX]).toEqual([18, 100]);
    expect(conditionOptions.map((o) => o.value)).toEqual(["hiv", "cancer", "both", "other"]);
    expect(expectations.map((e) => e.duration)).toEqual(["1-2 weeks", "2-3 weeks", "1 week"]);
    expect(REVIEW_RESPONSE).toBe("5-7 business days");
    expect(new Set(clinicalTrials.map((t) => t.status))).toEqual(new Set(["Preparing to Start", "Planning Phase"]));
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

describe("developers, science and legal", () => {
  it("documents the five endpoints and three roles", () => {
    expect(apiEndpoints.map((e) => `${e.method} ${e.endpoint}`)).toEqual([
      "POST /register",
      "POST /login",
      "GET /projects",
      "POST /investments",
      "GET /analytics/investments",
    ]);
    expect(apiRoles.map((r) => r.role)).toEqual(["Admin", "Investor", "Scientist"]);
  });

  it("embeds a 700 px viewer of the document this site serves, and links the same document", () => {
    expect(foundationDocument.heightPx).toBe(700);
    expect(foundationDocument.viewerUrl).toBe("/documents/scientific-foundation.html");
    expect(foundationDocument.fullUrl).toBe("/documents/scientific-foundation.html");
  });

  it("dates both legal pages January 15, 2025 and holds every required section", () => {
    expect(LEGAL_LAST_UPDATED).toBe("January 15, 2025");
    expect(GOVERNING_LAW_STATE).toBe("California");
    expect(privacyPolicy.sections.map((s) => s.id)).toEqual([
      "information-we-collect",
      "how-we-use-information",
      "press-release-alerts",
      "data-security",
      "trial-applications",
      "information-sharing",
      "your-rights",
      "contact",
      "updates",
    ]);
    expect(termsOfService.sections.map((s) => s.id)).toEqual([
      "agreement",
      "use-licence",
      "investment-disclaimer",
      "proprietary-information",
      "limitations",
      "medical-disclaimer",
      "governing-law",
      "contact",
      "revisions",
    ]);
    const terms = termsOfService.sections.flatMap((s) => s.paragraphs).join(" ");
    expect(terms).toContain("accredited investors only");
    expect(terms).toContain("experimental and not approved");
  });
});
