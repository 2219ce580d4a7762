import { CONTENT_FIELDS_SCHEMAS } from "@helixmap/common/content-fields";
import { SITE_FIELDS } from "@helixmap/common/pages/page-catalogue";
import { placeholdersIn, placeholderValues, resolvePlaceholders } from "@helixmap/common/pages/placeholders";
import { formatDisplayDate } from "@helixmap/common/publishing";
import { SLUG_PATTERN } from "@helixmap/common/slug";
import { describe, expect, it } from "vitest";
import { ITEM_SEEDS } from "./item-seeds";
import type { SeedItem } from "./items/seed-item";
import { siteSeed } from "./pages/site";

const vars = placeholderValues(SITE_FIELDS, siteSeed);
const of = <T extends SeedItem["contentType"]>(type: T) =>
  ITEM_SEEDS.filter((i): i is Extract<SeedItem, { contentType: T }> => i.contentType === type);
const written = (text: string) => resolvePlaceholders(text, vars);

/** The in-page anchor the lists gave a built-in entry before it was an item (feeds and links point at it). */
const anchorOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

describe("seeded items", () => {
  it("hold complete, valid fields for their type (their download is linked after seeding)", () => {
    for (const item of ITEM_SEEDS) {
      const { document, ...fields } = CONTENT_FIELDS_SCHEMAS[item.contentType].parse(item.fields) as Record<
        string,
        unknown
      >;
      expect(fields, item.slug).toEqual(item.fields);
      expect(document ?? null, item.slug).toBeNull();
      expect(item.displayDate, item.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("keep the anchors the list pages gave them, unique within each section", () => {
    for (const item of ITEM_SEEDS) {
      expect(SLUG_PATTERN.test(item.slug)).toBe(true);
      const anchorText =
        item.contentType === "sec_filing"
          ? `${item.fields.form} ${formatDisplayDate(item.displayDate)}`
          : written(item.title);
      expect(item.slug).toBe(anchorOf(anchorText));
    }
    const keys = ITEM_SEEDS.map((i) => `${i.contentType}/${i.slug}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("name only site settings in their placeholders", () => {
    for (const item of ITEM_SEEDS) {
      const texts = [item.title, item.summary, item.content];
      for (const name of texts.flatMap(placeholdersIn)) expect(vars.has(name), `${item.slug}: {{${name}}}`).toBe(true);
    }
  });

  it("state the headline figures through their settings, except press releases, which keep what they said then", () => {
    for (const item of ITEM_SEEDS.filter((i) => i.contentType !== "press_release")) {
      const text = [item.title, item.summary, item.content].join("\n");
      expect(text, item.slug).not.toMatch(/\b123\b|\b27 (distinct |therapeutic )?genes|15\+|\$50M/i);
    }
  });

  it("tell the figures the way the rest of the site does, once their placeholders are resolved", () => {
    for (const item of ITEM_SEEDS) {
      const text = written([item.title, item.summary, item.content].join("\n"));
      for (const m of text.matchAll(/(\d+\+?) +(?:distinct +|therapeutic +|mapped +)*genes\b/gi)) {
        expect(m[1], item.slug).toBe(vars.get("mappedGenes"));
      }
      for (const m of text.matchAll(/(\d+)[- ](?:amino[- ]acids?|residues?)\b/gi)) {
        expect(m[1], item.slug).toBe(vars.get("aminoAcids"));
      }
      if (text.includes("123+")) expect(text, item.slug).toMatch(/123\+ residue-to-gene mappings/);
      expect(text, item.slug).not.toMatch(/more than 15|(?<!at least )\b15 (?:cellular )?pathways/i);
    }
  });

  it("date everything after the founding in September 2025", () => {
    for (const item of ITEM_SEEDS) expect(item.displayDate >= "2025-09-01", item.slug).toBe(true);
  });

  it("have the entries each list page showed: releases, publications, patents, filings, updates and events", () => {
    expect(of("press_release")).toHaveLength(4);
    expect(of("press_release").some((r) => r.fields.featured)).toBe(true);
    expect(of("press_release").some((r) => !r.fields.featured)).toBe(true);
    expect(of("publication")).toHaveLength(5);
    expect(new Set(of("publication").map((p) => p.fields.status))).toEqual(
      new Set(["Under Review", "Published", "In Press"]),
    );
    expect(of("patent")).toHaveLength(3);
    expect(new Set(of("patent").flatMap((p) => p.fields.territories)).size).toBe(4);
    expect(of("research")).toHaveLength(5);
    expect(new Set(of("sec_filing").map((f) => f.fields.status))).toEqual(new Set(["Filed", "Pending"]));
    expect(
      of("regulatory_update")
        .map((u) => u.fields.category)
        .sort(),
    ).toEqual(["EMA Filing", "FDA Submission", "Guidance Review", "Manufacturing", "Special Designation"].sort());
    expect(new Set(of("regulatory_update").map((u) => u.fields.priority))).toEqual(new Set(["High", "Medium", "Low"]));
    expect(of("event").filter((e) => e.fields.listing === "Conference")).toHaveLength(3);
    expect(of("event").filter((e) => e.fields.listing === "Investor event")).toHaveLength(2);
  });

  it("tell the Series A and the seed round the same way in the releases and the filings", () => {
    const releases = of("press_release");
    const seriesA = releases.find((r) => r.title.includes("Series A"))!;
    const notices = of("sec_filing").filter((f) => f.fields.offering?.round === "Series A");
    for (const f of notices) {
      expect(f.displayDate >= seriesA.displayDate).toBe(true);
      expect(`$${f.fields.offering?.totalMillions}M`).toBe(vars.get("fundingTarget"));
    }
    const seedRelease = releases.find((r) => /Seed/.test(r.title))!;
    const seedNotice = of("sec_filing").find((f) => f.fields.offering?.round === "Seed")!;
    expect(seedNotice.fields.offering?.firstSale).toBe(formatDisplayDate(seedRelease.displayDate));
  });

  it("name only the leadership team as authors and inventors", () => {
    const names = ["A. Lindqvist", "R. Okonkwo", "J. Whitfield"];
    for (const p of of("publication")) for (const a of p.fields.authors) expect(names).toContain(a);
    for (const p of of("patent")) for (const i of p.fields.inventors) expect(names).toContain(i);
  });

  it("hold events that end after they start, in real time zones", () => {
    for (const e of of("event")) {
      expect(e.fields.end > e.fields.start, e.slug).toBe(true);
      expect(e.displayDate).toBe(e.fields.start.slice(0, 10));
    }
  });
});
