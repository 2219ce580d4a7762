import { FEEDS } from "@helixmap/common/feeds";
import { describe, expect, it } from "vitest";
import { feedLinkMeta } from "../routes/page-parts/feed-link";
import { siteFeed } from "./built-in-feeds";

const ATOM = "http://www.w3.org/2005/Atom";
const ORIGIN = "https://www.helixmap.example";
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}

function children(el: Element, name: string): Element[] {
  return [...el.children].filter((c) => c.namespaceURI === ATOM && c.localName === name);
}

function text(el: Element, name: string): string {
  const [only, ...more] = children(el, name);
  expect(more, `one <${name}> in <${el.localName}>`).toEqual([]);
  return only?.textContent ?? "";
}

/** RFC 4287's required structure: feed id, title, updated, author and self link; entry id, title, updated, link. */
function checkAtom(doc: Document) {
  const feed = doc.documentElement;
  expect(feed.localName).toBe("feed");
  expect(feed.namespaceURI).toBe(ATOM);
  expect(text(feed, "id")).toMatch(/^tag:/);
  expect(text(feed, "title")).not.toBe("");
  expect(text(feed, "updated")).toMatch(RFC3339);
  expect(children(feed, "author")[0] && text(children(feed, "author")[0]!, "name")).not.toBe("");
  const links = children(feed, "link");
  expect(links.find((l) => l.getAttribute("rel") === "self")?.getAttribute("type")).toBe("application/atom+xml");
  const entries = children(feed, "entry");
  const ids = entries.map((e) => text(e, "id"));
  expect(new Set(ids).size).toBe(ids.length);
  for (const entry of entries) {
    expect(text(entry, "title")).not.toBe("");
    expect(text(entry, "updated")).toMatch(RFC3339);
    const [link] = children(entry, "link");
    expect(link?.getAttribute("href")).toMatch(/^https:\/\//);
  }
  const updated = entries.map((e) => Date.parse(text(e, "updated")));
  expect(updated).toEqual([...updated].sort((a, b) => b - a));
  expect(Date.parse(text(feed, "updated"))).toBe(updated[0]);
  return entries;
}

describe.each(FEEDS)("the $title feed", (feed) => {
  it("is well-formed Atom with every required element", () => {
    const entries = checkAtom(parse(siteFeed(feed.key, ORIGIN)));
    expect(entries.length).toBeGreaterThan(0);
  });

  it("adds published staff items beside the built-in ones, escaping their text", () => {
    const staff = {
      id: "urn:uuid:0b7c1e64-0f3e-4e0b-9a57-2c1d7a1e9f10",
      title: "Results <early> & promising",
      updated: "2027-01-05T09:00:00Z",
      link: `${ORIGIN}${feed.pagePath}/staff-item`,
    };
    const doc = parse(siteFeed(feed.key, ORIGIN, [staff]));
    const [first] = checkAtom(doc);
    expect(first?.getElementsByTagNameNS(ATOM, "title")[0]?.textContent).toBe(staff.title);
  });

  it("has a head link for its page to announce it", () => {
    expect(feedLinkMeta(feed.key)).toMatchObject({
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      href: feed.path,
    });
  });
});
