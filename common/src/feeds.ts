import type { ContentType } from "./api";
import { ATOM_MEDIA_TYPE } from "./atom-feed";

interface FeedSpec {
  key: string;
  path: string;
  pagePath: string;
  title: string;
  contentType: ContentType;
}

/**
 * The site's Atom feeds: where each is served, which page it mirrors (and
 * links it from its head), and the type of the published items it lists.
 */
export const FEEDS = [
  {
    key: "press-releases",
    path: "/feeds/press-releases.xml",
    pagePath: "/press-releases",
    title: "Press Releases",
    contentType: "press_release",
  },
  {
    key: "research-publications",
    path: "/feeds/research-publications.xml",
    pagePath: "/research-publications",
    title: "Research Publications",
    contentType: "publication",
  },
  {
    key: "sec-filings",
    path: "/feeds/sec-filings.xml",
    pagePath: "/sec-filings",
    title: "SEC Filings",
    contentType: "sec_filing",
  },
] as const satisfies readonly FeedSpec[];

export type FeedKey = (typeof FEEDS)[number]["key"];

export function feedForPage(pagePath: string) {
  return FEEDS.find((f) => f.pagePath === pagePath);
}

export function feedByKey(key: FeedKey) {
  return FEEDS.find((f) => f.key === key)!;
}

export { ATOM_MEDIA_TYPE };
