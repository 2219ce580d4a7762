import { ATOM_MEDIA_TYPE } from "./atom-feed";

/** The site's Atom feeds: where each is served and which page it mirrors (and links it from its head). */
export const FEEDS = [
  { key: "press-releases", path: "/feeds/press-releases.xml", pagePath: "/press-releases", title: "Press Releases" },
  {
    key: "research-publications",
    path: "/feeds/research-publications.xml",
    pagePath: "/research-publications",
    title: "Research Publications",
  },
  { key: "sec-filings", path: "/feeds/sec-filings.xml", pagePath: "/sec-filings", title: "SEC Filings" },
] as const;

export type FeedKey = (typeof FEEDS)[number]["key"];

export function feedForPage(pagePath: string) {
  return FEEDS.find((f) => f.pagePath === pagePath);
}

export function feedByKey(key: FeedKey) {
  return FEEDS.find((f) => f.key === key)!;
}

export { ATOM_MEDIA_TYPE };
