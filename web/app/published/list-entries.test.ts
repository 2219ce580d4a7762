import { CONTENT_FIELDS_SCHEMAS as FIELDS } from "@helixmap/common/content-fields";
import { textLines } from "@helixmap/common/html-text";
import type { PublishedItem, PublishedSnapshot } from "@helixmap/common/publishing";
import { describe, expect, it } from "vitest";
import { eventEntries, patentEntries, pressReleaseEntries, publicationEntries, researchEntries } from "./list-entries";

const base = {
  summary: "One line.",
  displayDate: "2026-01-15",
  html: "<p>Body</p>",
  updatedAt: "2026-01-15T00:00:00Z",
};
const event = (id: string, listing: "Conference" | "Investor event", start: string): PublishedItem => ({
  ...base,
  id,
  contentType: "event",
  title: `Event ${id}`,
  slug: `event-${id}`,
  displayDate: start.slice(0, 10),
  fields: FIELDS.event.parse({ listing, start, end: start.replace(/T\d\d/, "T23") }),
});
// In the snapshot's order: newest first.
const items: PublishedItem[] = [
  {
    ...base,
    id: "1",
    contentType: "press_release",
    title: "Series A",
    slug: "series-a",
    fields: { category: "Funding", featured: true, document: null },
  },
  {
    ...base,
    id: "2",
    contentType: "patent",
    title: "Codon Method",
    slug: "codon method",
    fields: FIELDS.patent.parse({ number: "US 1", status: "Filed" }),
  },
  {
    ...base,
    id: "3",
    contentType: "research",
    title: "Pathway Study",
    slug: "pathway-study",
    html: "<h2>Aim</h2>\n<p>Map &amp; test<br>genes</p>\n<ul>\n<li>one</li>\n</ul>\n",
    fields: FIELDS.research.parse({ category: "Genomics", documentType: "Study" }),
  },
  {
    ...base,
    id: "4",
    contentType: "publication",
    title: "Codon Paper",
    slug: "codon-paper",
    displayDate: "2025-12-01",
    fields: FIELDS.publication.parse({}),
  },
  {
    ...base,
    id: "5",
    contentType: "patent",
    title: "Earlier Method",
    slug: "earlier-method",
    displayDate: "2025-10-01",
    fields: FIELDS.patent.parse({ filingDate: "2025-10-01" }),
  },
  event("a", "Investor event", "2027-04-15T13:00"),
  event("b", "Conference", "2027-03-17T11:00"),
  event("c", "Investor event", "2027-01-20T09:00"),
  event("d", "Conference", "2025-12-04T10:00"),
];
const snapshot: Pick<PublishedSnapshot, "items"> = { items };

describe("list entries from a deploy's snapshot", () => {
  it("gives each list only its own type, dated the way the list writes dates and linked to the item's page", () => {
    expect(pressReleaseEntries(snapshot)).toEqual([
      {
        title: "Series A",
        summary: "One line.",
        slug: "series-a",
        href: "/press-releases/series-a",
        date: "January 15, 2026",
        category: "Funding",
        featured: true,
        body: ["Body"],
        document: null,
      },
    ]);
    expect(publicationEntries(snapshot).map((p) => [p.title, p.date])).toEqual([["Codon Paper", "December 2025"]]);
  });

  it("lists patents in the order they were filed", () => {
    expect(patentEntries(snapshot).map((p) => [p.title, p.filed, p.href])).toEqual([
      ["Earlier Method", "October 1, 2025", "/patent-portfolio/earlier-method"],
      ["Codon Method", null, "/patent-portfolio/codon%20method"],
    ]);
  });

  it("lists conferences newest first and investor events soonest first, each on its own page", () => {
    expect(eventEntries(snapshot, "Conference").map((e) => e.slug)).toEqual(["event-b", "event-d"]);
    expect(eventEntries(snapshot, "Investor event").map((e) => e.slug)).toEqual(["event-c", "event-a"]);
  });

  it("turns a research body into the preview lines its PDF summary uses", () => {
    expect(textLines(items[2]!.html, 20)).toEqual(["Aim", "Map & test", "genes", "one"]);
    expect(textLines(items[2]!.html, 2)).toEqual(["Aim", "Map & test"]);
    expect(researchEntries(snapshot, 20)[0]).toMatchObject({
      id: "pathway-study",
      category: "Genomics",
      type: "Study",
      status: "Published",
      preview: ["Aim", "Map & test", "genes", "one"],
      href: "/research/pathway-study",
    });
  });
});
