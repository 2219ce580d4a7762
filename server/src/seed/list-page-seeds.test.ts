import { describe, expect, it } from "vitest";
import { ITEM_SEEDS } from "./item-seeds";
import { patentPortfolioSeed } from "./pages/patent-portfolio";
import { pressReleasesSeed } from "./pages/press-releases";
import { regulatoryUpdatesSeed } from "./pages/regulatory-updates";
import { secFilingsSeed } from "./pages/sec-filings";

describe("the list pages' own words", () => {
  it("list the media kit's four documents, each typeset once into the media library", () => {
    expect(new Set(pressReleasesSeed.mediaKit.map((m) => m.document)).size).toBe(4);
    expect(pressReleasesSeed.mediaKit.map((m) => m.file)).toEqual([null, null, null, null]);
  });

  it("state the corporate identity through the site settings", () => {
    const facts = Object.fromEntries(secFilingsSeed.corporateFacts.map((f) => [f.label, f.value]));
    expect(facts).toMatchObject({
      "Legal name": "{{legalName}}",
      "Trade name": "{{companyName}}",
      EIN: "{{taxId}}",
      State: "{{incorporationState}}",
    });
  });

  it("hold two trademarks, one registered and one pending", () => {
    expect(patentPortfolioSeed.trademarks).toHaveLength(2);
    expect(new Set(patentPortfolioSeed.trademarks.map((t) => t.status))).toEqual(new Set(["Registered", "Pending"]));
  });

  it("keep the regulatory milestones, compliance areas and strategy of the spec", () => {
    const page = regulatoryUpdatesSeed;
    expect(page.milestones.map((m) => m.completed)).toEqual([75, 30, 0, 0]);
    expect(page.milestones.map((m) => m.timeline)).toEqual(["Q1-Q2 2025", "Q3 2025", "Q4 2025 to Q2 2026", "Q3 2026"]);
    expect(page.compliance).toHaveLength(5);
    expect(new Set(page.compliance.map((c) => c.status))).toEqual(new Set(["Compliant", "In Progress", "Preparing"]));
    expect(page.markets.map((m) => m.market)).toEqual(["United States", "European Union", "Canada", "Japan"]);
    expect(page.designations.map((d) => d.status)).toEqual([
      "Planned",
      "Under consideration",
      "Potential",
      "Exploring",
    ]);
    expect(page.goals.map((g) => g.target)).toEqual(["Q3 2025", "Q4 2025", "Q2 2026", "2028-2030"]);
    expect(page.contact.subject).toBe("Regulatory Affairs Inquiry");
  });

  it("keep the 30-day pre-IND response and 7-year orphan exclusivity in the regulatory updates", () => {
    const impacts = ITEM_SEEDS.flatMap((i) => (i.contentType === "regulatory_update" ? [i.fields.impact] : []));
    expect(impacts.some((t) => t.includes("30 days"))).toBe(true);
    expect(impacts.some((t) => t.includes("7 years"))).toBe(true);
  });
});
