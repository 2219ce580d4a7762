import { PUBLIC_ROUTES } from "@helixmap/common/routes";
import { site } from "@helixmap/common/site";
import { describe, expect, it } from "vitest";
import { companyOverview } from "../downloads/company-documents";
import {
  filingDocument,
  mediaKitDocument,
  pressReleaseDocument,
  publicationDocument,
} from "../downloads/disclosure-documents";
import { documentText } from "../downloads/document";
import { isoDay } from "./dates";
import { scientificFoundation } from "./documents/scientific-foundation";
import { technologyDemo } from "./documents/technology-demo";
import { zonedTimeToUtc } from "./events";
import { platform, seriesA, seriesAMilestones } from "./figures";
import { citationName, leaders, team } from "./home/contact";
import * as about from "./pages/about";
import * as patentsPage from "./pages/patents";
import * as press from "./pages/press";
import * as publicationsPage from "./pages/publications";
import * as regulatory from "./pages/regulatory";
import * as science from "./pages/science";
import * as secFilingsPage from "./pages/sec-filings";

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) strings(v, out);
  return out;
}

const downloads = [
  companyOverview(),
  scientificFoundation,
  technologyDemo,
  ...press.pressReleases.map(pressReleaseDocument),
  ...press.mediaKit.map(mediaKitDocument),
  ...secFilingsPage.secFilings.map(filingDocument),
  ...publicationsPage.publications.map(publicationDocument),
].map(documentText);

/** Every sentence the site, its downloads and its metadata say; the home page's are tested on its seed (server/src/seed/pages/home.test.ts). */
const TEXT = [
  ...strings([about, patentsPage]),
  ...strings([press, publicationsPage, regulatory, science, secFilingsPage]),
  ...strings(PUBLIC_ROUTES.map((r) => r.description)),
  ...downloads,
];

const FOUNDED = "2025-09-01";
const monthOf = (text: string) => isoDay(text).slice(0, 7);

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

describe("one story: dates", () => {
  it("dates everything the spec leaves open after the founding in September 2025", () => {
    expect(platform.founded).toBe(site.founded);
    expect(isoDay(site.founded)).toBe(FOUNDED);
    const dates = [
      ...regulatory.regulatoryUpdates.map((u) => u.date),
      ...regulatory.complianceAreas.map((c) => c.lastReview),
      ...press.pressReleases.map((r) => isoDay(r.date)),
      ...press.awards.map((a) => isoDay(a.date)),
      ...secFilingsPage.secFilings.map((f) => isoDay(f.date)),
      ...publicationsPage.publications.map((p) => isoDay(p.date)),
      ...patentsPage.patents.map((p) => isoDay(p.filed)),
      ...patentsPage.trademarks.map((t) => isoDay(t.filed)),
      ...publicationsPage.conferences.map((e) => e.start.slice(0, 10)),
    ];
    for (const date of dates) expect(date >= FOUNDED, date).toBe(true);
  });

  it("tells the Series A the same way in the press release, the filings, the financial page and the figures", () => {
    const release = press.pressReleases.find((r) => r.title.includes(seriesA.round))!;
    expect(monthOf(release.date)).toBe(isoDay(seriesA.opened).slice(0, 7));
    const notices = secFilingsPage.secFilings.filter((f) => f.offering?.round === seriesA.round);
    for (const f of notices) {
      expect(isoDay(f.date) >= isoDay(release.date)).toBe(true);
      expect(f.offering?.totalMillions).toBe(seriesA.targetMillions);
    }
    const latest = notices.sort((a, b) => isoDay(b.date).localeCompare(isoDay(a.date)))[0]!;
    expect(`${(100 * latest.offering!.soldMillions) / latest.offering!.totalMillions}%`).toBe(seriesA.committed);
  });

  it("tells the seed round the same way in the release and the filing", () => {
    const release = press.pressReleases.find((r) => /Seed/.test(r.title))!;
    const notice = secFilingsPage.secFilings.find((f) => f.offering?.round === "Seed")!;
    expect(notice.offering?.firstSale).toBe(release.date);
  });

  it("holds upcoming events at real times in their venue's zone", () => {
    for (const e of publicationsPage.conferences) {
      expect(zonedTimeToUtc(e.end, e.timeZone) > zonedTimeToUtc(e.start, e.timeZone)).toBe(true);
    }
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

  it("names only the leadership team as authors and inventors", () => {
    const names = team.map(citationName);
    expect(names).toEqual(["A. Lindqvist", "R. Okonkwo", "J. Whitfield"]);
    for (const p of publicationsPage.publications) for (const a of p.authors) expect(names).toContain(a);
    for (const p of patentsPage.patents) for (const i of p.inventors) expect(names).toContain(i);
    expect(leaders.ceo.role).toBe("Chief Executive Officer");
  });
});
