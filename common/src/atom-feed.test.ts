// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { buildAtomFeed } from "./atom-feed";
import { sitemapXml } from "./sitemap";

/** Characters XML 1.0 forbids even when escaped (§2.2), as they may reach a feed from text stored earlier. */
const FORBIDDEN = "\u0001\u0008\u000B\u000C\u001F\uFFFE\uFFFF\uD800";

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror"), xml).toHaveLength(0);
  return doc;
}

describe("buildAtomFeed", () => {
  it("writes well-formed XML whatever characters the entries' texts hold, keeping tabs, line breaks and emoji", () => {
    const xml = buildAtomFeed({
      id: "tag:example.org,2026:feed",
      title: `Feed${FORBIDDEN}`,
      selfUrl: "https://example.org/feed.xml",
      pageUrl: "https://example.org/",
      author: { name: `Author${FORBIDDEN}` },
      updated: "2026-01-01T00:00:00Z",
      entries: [
        {
          id: "tag:example.org,2026:one",
          title: `Bad${FORBIDDEN} <title> & "quotes"`,
          updated: "2026-01-01T00:00:00Z",
          link: "https://example.org/one?a=1&b=2",
          summary: `Line one\nline\ttwo 🧬${FORBIDDEN}`,
          categories: [`Cat${FORBIDDEN}`],
        },
      ],
    });
    const doc = parse(xml);
    const entry = doc.getElementsByTagName("entry")[0]!;
    expect(entry.getElementsByTagName("title")[0]!.textContent).toBe('Bad <title> & "quotes"');
    expect(entry.getElementsByTagName("summary")[0]!.textContent).toBe("Line one\nline\ttwo 🧬");
    expect(entry.getElementsByTagName("category")[0]!.getAttribute("term")).toBe("Cat");
  });
});

describe("sitemapXml", () => {
  it("writes well-formed XML whatever characters the paths hold", () => {
    const doc = parse(sitemapXml("https://example.org", ["/", `/pages/a${FORBIDDEN}&b`], "2026-01-01"));
    const locs = [...doc.getElementsByTagName("loc")].map((l) => l.textContent);
    expect(locs).toEqual(["https://example.org/", "https://example.org/pages/a&b"]);
  });
});
