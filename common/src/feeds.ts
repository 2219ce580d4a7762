import type { ContentType } from "./api";
import { ATOM_MEDIA_TYPE } from "./atom-feed";

interface FeedSpec {
  key: string;
  path: string;
  pagePath: string;
  contentType: ContentType;
}

/**
 * The site's Atom feeds: where each is served, which page it mirrors (and
 * links it from its head), and the type of the published items it lists.
 * A feed is named after its page (`feedTitle`), so its words are content.
 */
export const FEEDS = [
  {
    key: "press-releases",
    path: "/feeds/press-releases.xml",
    pagePath: "/press-releases",
    contentType: "press_release",
  },
  {
    key: "research-publications",
    path: "/feeds/research-publications.xml",
    pagePath: "/research-publications",
    contentType: "publication",
  },
  {
    key: "sec-filings",
    path: "/feeds/sec-filings.xml",
    pagePath: "/sec-filings",
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

/**
 * A feed's title, in the feed and in the head link that announces it: the company's name and the
 * title of the page it mirrors, both as the content states them.
 */
export function feedTitle(companyName: string, pageTitle: string): string {
  return `${companyName}: ${pageTitle}`;
}

export { ATOM_MEDIA_TYPE };
