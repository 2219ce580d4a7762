import { APPLICATION_AGE_MAX, APPLICATION_RETENTION_DAYS_DEFAULT } from "@helixmap/common/constants";
import { eachText } from "@helixmap/common/pages/fields";
import { PAGE_FIELDS, type PageKey, SITE_FIELDS } from "@helixmap/common/pages/page-catalogue";
import { placeholderValues, resolvePlaceholders } from "@helixmap/common/pages/placeholders";
import { APPLICATION_REVIEW_RESPONSE } from "@helixmap/common/trial-application-terms";
import { describe, expect, it } from "vitest";
import { PAGE_SEEDS } from "../page-seeds";
import { siteSeed } from "./site";

/** The pages these facts are about: the company pages other than About and the list pages. */
const PAGES = [
  "technology",
  "science",
  "developers",
  "investment-opportunity",
  "financial-information",
  "clinical-trials",
  "privacy-policy",
  "terms-of-service",
] as const satisfies readonly PageKey[];

const settings = placeholderValues(SITE_FIELDS, siteSeed);
const { figures } = siteSeed;

/** Every text of a seeded page as a visitor reads it, placeholders resolved. */
function textsOf(key: PageKey): string[] {
  const out: string[] = [];
  eachText(PAGE_FIELDS[key], PAGE_SEEDS[key] as Record<string, unknown>, (_path, text) =>
    out.push(resolvePlaceholders(text, settings)),
  );
  return out;
}
const millions = (amount: string) => Number(amount.replace(/[$M]/g, ""));

const investment = PAGE_SEEDS["investment-opportunity"];
const financial = PAGE_SEEDS["financial-information"];
const trials = PAGE_SEEDS["clinical-trials"];

describe("the company pages' seeds", () => {
  it.each(PAGES)("%s names the company and its contact details only through placeholders", (key) => {
    const identity = [siteSeed.identity.companyName, siteSeed.identity.founded, siteSeed.contact.contactEmail];
    eachText(PAGE_FIELDS[key], PAGE_SEEDS[key] as Record<string, unknown>, (path, text) => {
      for (const value of identity) expect(text.includes(value), `${key}.${path} types ${value}`).toBe(false);
    });
  });

  it.each(PAGES)("%s counts genes, residues and pathways as the site settings do", (key) => {
    for (const text of textsOf(key)) {
      for (const m of text.matchAll(/(\d+\+?) +(?:distinct +|therapeutic +|mapped +)*genes\b/gi)) {
        expect(m[1], text).toBe(String(figures.mappedGenes));
      }
      for (const m of text.matchAll(/(\d+)[- ](?:amino[- ]acids?|residues?)\b/gi)) {
        expect(m[1], text).toBe(String(figures.aminoAcids));
      }
      expect(text, text).not.toMatch(/more than 15|(?<!at least )\b15 (?:cellular )?pathways/i);
    }
  });
});

describe("financial information", () => {
  it("projects the ten years 2025-2034 and reaches the base-case peak revenue in the last", () => {
    expect(financial.projections.map((r) => r.year)).toEqual([
      2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034,
    ]);
    expect(financial.projections.at(-1)?.revenue).toBe(2500);
    expect(financial.scenarios.find((s) => s.title === "Base case")?.peakRevenue).toBe("$2.5B");
    expect(financial.keyMetrics.find((m) => m.metric === "Projected peak revenue")?.value).toBe("$2.5B");
  });

  it("has the four funding stages with their progress and status", () => {
    expect(financial.stages.map((s) => [resolvePlaceholders(s.amount, settings), s.progress, s.status])).toEqual([
      ["$2M", 100, "Complete"],
      ["$10M", 75, "In Progress"],
      ["$50M", 20, "Target"],
      ["$100M", 0, "Future"],
    ]);
  });

  it("has three scenarios at 2/5/10% penetration and 70/50/25% probability", () => {
    expect(financial.scenarios.map((s) => s.marketPenetration)).toEqual([2, 5, 10]);
    expect(financial.scenarios.map((s) => s.probability)).toEqual([70, 50, 25]);
  });

  it("tells the Series A the same way in the key metrics, the funding rounds and the funding stages", () => {
    const committed = financial.keyMetrics.find((m) => m.metric === "Series A target")!;
    const round = financial.rounds.find((r) => r.round === "Series A")!;
    const stage = financial.stages.find((s) => s.stage === "Series A")!;
    expect(committed.change).toBe(`${stage.progress}% committed`);
    expect(round.date).toBe(committed.period);
    expect(round.amount).toBe("{{fundingTarget}}");
    expect(financial.rounds.find((r) => r.round === "Seed")).toMatchObject({ amount: "$2M", date: "October 2025" });
  });
});

describe("investment opportunity", () => {
  it("keeps the Series A terms and milestones of the spec", () => {
    expect(investment.offerTerms.map((t) => resolvePlaceholders(t.value, settings))).toEqual([
      "$50M",
      "$150M",
      "$200M",
      "25%",
    ]);
    expect(investment.milestones.map((m) => [m.amount, m.progress, m.status])).toEqual([
      ["$5M", 100, "Complete"],
      ["$15M", 60, "In Progress"],
      ["$20M", 25, "Planning"],
      ["$35M", 0, "Future"],
    ]);
  });

  it("says which rounds pay for milestones that cost more than the Series A, which pays its whole target", () => {
    const target = millions(figures.fundingTarget);
    expect(investment.milestones.reduce((sum, m) => sum + millions(m.amount), 0)).toBeGreaterThan(target);
    let fromSeriesA = 0;
    for (const m of investment.milestones) {
      const shares = [...m.fundedBy.matchAll(/([A-Z][\w ]+?) \(\$([\d.]+)M\)/g)];
      const parts = shares.length
        ? shares.map((s) => ({ round: s[1]!, millions: Number(s[2]) }))
        : [{ round: m.fundedBy, millions: millions(m.amount) }];
      expect(
        parts.reduce((sum, p) => sum + p.millions, 0),
        m.milestone,
      ).toBe(millions(m.amount));
      fromSeriesA += parts.filter((p) => p.round === "Series A").reduce((sum, p) => sum + p.millions, 0);
    }
    expect(fromSeriesA).toBe(target);
  });

  it("splits the use of funds 60/20/10/10 percent of the target, the same on both investor pages", () => {
    for (const allocation of [investment.allocation, financial.allocation]) {
      expect(allocation.map((u) => u.percent)).toEqual([60, 20, 10, 10]);
      for (const u of allocation) expect(millions(u.amount)).toBe((millions(figures.fundingTarget) * u.percent) / 100);
    }
    expect(investment.allocation).toEqual(financial.allocation);
  });
});

describe("clinical trials", () => {
  it("promises the review time the server's confirmation e-mail states", () => {
    expect(trials.expectationsIntro).toContain(APPLICATION_REVIEW_RESPONSE);
    expect(trials.success.thanks).toContain(APPLICATION_REVIEW_RESPONSE);
  });

  it("keeps the expectations and trial statuses of the spec", () => {
    expect(trials.expectations.map((e) => e.duration)).toEqual(["1-2 weeks", "2-3 weeks", "1 week"]);
    expect(new Set(trials.trials.map((t) => t.status))).toEqual(new Set(["Preparing to Start", "Planning Phase"]));
  });

  it("asks for no age the form refuses", () => {
    for (const t of trials.trials) {
      for (const c of t.inclusion) {
        for (const m of c.text.matchAll(/Aged (\d+)(?: to (\d+))?/g)) {
          expect(Number(m[2] ?? m[1])).toBeLessThanOrEqual(APPLICATION_AGE_MAX);
        }
      }
    }
  });
});

describe("developers", () => {
  it("documents the five endpoints and three roles", () => {
    const page = PAGE_SEEDS.developers;
    expect(page.endpoints.map((e) => `${e.method} ${e.endpoint}`)).toEqual([
      "POST /register",
      "POST /login",
      "GET /projects",
      "POST /investments",
      "GET /analytics/investments",
    ]);
    expect(page.roles.map((r) => r.role)).toEqual(["Admin", "Investor", "Scientist"]);
  });
});

describe("legal pages", () => {
  const privacy = PAGE_SEEDS["privacy-policy"];
  const terms = PAGE_SEEDS["terms-of-service"];

  it("dates both January 15, 2025 and holds every required section", () => {
    expect([privacy.lastUpdated, terms.lastUpdated]).toEqual(["2025-01-15", "2025-01-15"]);
    expect(privacy.sections.map((s) => s.anchor)).toEqual([
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
    expect(terms.sections.map((s) => s.anchor)).toEqual([
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
    const text = terms.sections.map((s) => s.body).join(" ");
    expect(text).toContain("accredited investors only");
    expect(text).toContain("experimental and not approved");
    expect(text).toContain("laws of the State of California");
  });

  it("states the retention period the server enforces by default (APPLICATION_RETENTION_DAYS)", () => {
    const text = privacy.sections.find((s) => s.anchor === "trial-applications")?.body ?? "";
    expect(APPLICATION_RETENTION_DAYS_DEFAULT).toBe(365);
    expect(text).toContain(`automatically ${APPLICATION_RETENTION_DAYS_DEFAULT} days after we receive it`);
  });

  it("says what an application stores, who may open it, and what deletion on request keeps", () => {
    const text = privacy.sections.find((s) => s.anchor === "trial-applications")?.body ?? "";
    expect(text).toContain("consent texts you agreed to and the time you agreed");
    expect(text).toContain("encrypted in our database");
    expect(text).toContain("only our administrators");
    expect(text).toContain("keeping only a note of its reference number");
  });
});
