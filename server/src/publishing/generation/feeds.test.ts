import { FEEDS } from "@helixmap/common/feeds";
import { pageKeyOf } from "@helixmap/common/pages/page-catalogue";
import type { PublishedItem, PublishedSnapshot } from "@helixmap/common/publishing";
import { describe, expect, it } from "vitest";
import { seedSources } from "../../test/seed-sources";
import { generationFeeds } from "./feeds";

const ORIGIN = "https://www.helixmap.example";
const { site, pages } = seedSources();
// Staff renamed a list page: its feed takes the new name.
pages["sec-filings"] = { ...pages["sec-filings"], title: "Filings with the SEC" };

const release: PublishedItem = {
  id: "11111111-1111-4111-8111-111111111111",
  contentType: "press_release",
  title: "Results <early> & promising",
  slug: "staff-release",
  summary: "Published from the staff area.",
  displayDate: "2026-03-01",
  html: "<p>Body</p>",
  fields: { category: "Company", featured: false, document: null },
  updatedAt: "2026-03-01T09:00:00.000Z",
};
const filing: PublishedItem = {
  ...release,
  id: "22222222-2222-4222-8222-222222222222",
  contentType: "sec_filing",
  title: "Form D, March 2, 2026",
  slug: "form-d-march-2-2026",
  summary: "Notice of exempt offering.",
  fields: { form: "Form D", status: "Filed", fileSize: "212 KB", offering: null, document: null },
};
const snapshot: Pick<PublishedSnapshot, "items" | "takenAt" | "site" | "pages"> = {
  takenAt: "2026-03-02T10:00:00.000Z",
  items: [release, filing],
  site,
  pages,
};
const feed = (path: string, s = snapshot) => generationFeeds(s, ORIGIN).find((f) => f.path === path)!.body;

describe("generationFeeds", () => {
  it("lists each feed's published items and nothing else, linking their own pages and escaping their text", () => {
    const press = feed("/feeds/press-releases.xml");
    expect(press).toContain('<title type="text">Results &lt;early&gt; &amp; promising</title>');
    expect(press).toContain(`${ORIGIN}/press-releases/staff-release`);
    expect(press).not.toContain("Form D");
    const filings = feed("/feeds/sec-filings.xml");
    expect(filings).toContain("Form D: Notice of exempt offering.");
    expect(filings).toContain(`${ORIGIN}/sec-filings/form-d-march-2-2026`);
    expect(filings).not.toContain("promising");
    expect(feed("/feeds/research-publications.xml")).not.toContain("<entry>");
  });

  it("takes a renamed page's title", () => {
    expect(feed("/feeds/sec-filings.xml")).toContain(
      `<title type="text">${site.identity.companyName}: Filings with the SEC</title>`,
    );
  });

  it("is named after the company and its page as the content names them, one well-formed Atom feed per page", () => {
    for (const f of FEEDS) {
      const body = feed(f.path);
      expect(body.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
      const pageTitle = pages[pageKeyOf(f.pagePath)!].title;
      expect(body).toContain(`<title type="text">${site.identity.companyName}: ${pageTitle}</title>`);
      expect(body).toContain(`<link rel="self" type="application/atom+xml" href="${ORIGIN}${f.path}"`);
    }
  });

  it("writes the same bytes for the same snapshot, so every instance agrees, and none for an empty one", () => {
    expect(generationFeeds(snapshot, ORIGIN)).toEqual(generationFeeds(snapshot, ORIGIN));
    expect(feed("/feeds/press-releases.xml", { ...snapshot, items: [] })).not.toContain("<entry>");
  });
});
