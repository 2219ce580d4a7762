import { describe, expect, it } from "vitest";
import { platform, seriesA } from "../figures";
import { AGE_MAX, AGE_MIN, clinicalTrials, conditionOptions, expectations, REVIEW_RESPONSE } from "./clinical-trials";
import { apiEndpoints, apiRoles } from "./developers";
import { fundAllocation, fundingStages, projections, scenarios } from "./financial";
import { foundationDocument } from "./foundation-document";
import { investmentMilestones } from "./investment";
import { GOVERNING_LAW_STATE, LEGAL_LAST_UPDATED, privacyPolicy, termsOfService } from "./legal";

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

describe("clinical trials", () => {
  it("keeps the form limits, conditions and expectations of the spec", () => {
    expect([AGE_MIN, AGE_MAX]).toEqual([18, 100]);
    expect(conditionOptions.map((o) => o.value)).toEqual(["hiv", "cancer", "both", "other"]);
    expect(expectations.map((e) => e.duration)).toEqual(["1-2 weeks", "2-3 weeks", "1 week"]);
    expect(REVIEW_RESPONSE).toBe("5-7 business days");
    expect(new Set(clinicalTrials.map((t) => t.status))).toEqual(new Set(["Preparing to Start", "Planning Phase"]));
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
