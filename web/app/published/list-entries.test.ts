import type { PublishedItem, PublishedSnapshot } from "@helixmap/common/publishing";
import { describe, expect, it } from "vitest";
import { patentEntries, pressReleaseEntries, researchEntries, textLines } from "./list-entries";

const base = {
  summary: "One line.",
  displayDate: "2026-01-15",
  html: "<p>Body</p>",
  updatedAt: "2026-01-15T00:00:00Z",
};
const items: PublishedItem[] = [
  {
    ...base,
    id: "1",
    contentType: "press_release",
    title: "Series A",
    slug: "series-a",
    fields: { category: "Funding", featured: true },
  },
  {
    ...base,
    id: "2",
    contentType: "patent",
    title: "Codon Method",
    slug: "codon method",
    fields: { number: "US 1", status: "Filed", filingDate: null },
  },
  {
    ...base,
    id: "3",
    contentType: "research",
    title: "Pathway Study",
    slug: "pathway-study",
    html: "<h2>Aim</h2>\n<p>Map &amp; test<br>genes</p>\n<ul>\n<li>one</li>\n</ul>\n",
    fields: { category: "Genomics", documentType: "Study" },
  },
];
const snapshot: Pick<PublishedSnapshot, "items" | "takenAt"> = { takenAt: "2026-01-16T00:00:00Z", items };

describe("list entries from a deploy's snapshot", () => {
  it("gives each list only its own type, dated like the built-in entries and linked to the item's page", () => {
    expect(pressReleaseEntries(snapshot)).toEqual([
      {
        date: "January 15, 2026",
        title: "Series A",
        summary: "One line.",
        category: "Funding",
        featured: true,
        body: ["Body"],
        href: "/press-releases/series-a",
      },
    ]);
    expect(patentEntries(snapshot).map((p) => [p.title, p.filed, p.href])).toEqual([
      ["Codon Method", null, "/patent-portfolio/codon%20method"],
    ]);
  });

  it("turns a research body into the preview lines its PDF summary uses", () => {
    expect(textLines(items[2]!.html, 20)).toEqual(["Aim", "Map & test", "genes", "one"]);
    expect(textLines(items[2]!.html, 2)).toEqual(["Aim", "Map & test"]);
    expect(researchEntries(snapshot, 20)[0]).toMatchObject({
      id: "pathway-study",
      category: "Genomics",
      type: "Study",
      preview: ["Aim", "Map & test", "genes", "one"],
      href: "/research/pathway-study",
    });
  });
});
