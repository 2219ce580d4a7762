import type { AtomEntry } from "@helixmap/common/atom-feed";
import { buildAtomFeed } from "@helixmap/common/atom-feed";
import { FEEDS, type FeedKey, feedTitle } from "@helixmap/common/feeds";
import { pageKeyOf } from "@helixmap/common/pages/page-catalogue";
import { type PublishedItem, type PublishedSnapshot, publishedItemPath } from "@helixmap/common/publishing";
import { site as identityDefaults } from "@helixmap/common/site";

type Feed = (typeof FEEDS)[number];

/** Tag URIs (RFC 4151) keep entry ids stable when the site moves to another origin. */
function tagId(key: FeedKey, item: string): string {
  return `tag:${new URL(identityDefaults.origin).hostname},2025:${key}/${item}`;
}

/** What each feed says of an item beyond its title, date and link. */
function details(item: PublishedItem): Pick<AtomEntry, "title" | "summary" | "authors" | "categories"> {
  switch (item.contentType) {
    case "press_release":
      return { title: item.title, summary: item.summary, categories: [item.fields.category] };
    case "publication":
      return {
        title: item.title,
        summary: [item.fields.status, item.fields.journal].filter(Boolean).join(", ").concat(`. ${item.summary}`),
        authors: item.fields.authors.map((name) => ({ name })),
        categories: [item.fields.articleType, ...item.fields.keywords].filter(Boolean),
      };
    case "sec_filing":
      return {
        title: `${item.fields.form || item.title}: ${item.summary}`,
        summary: `${item.fields.status}. ${item.summary}`,
        categories: [item.fields.status],
      };
    default:
      return { title: item.title, summary: item.summary || undefined };
  }
}

/** A feed's entries: the snapshot's published items of its type, newest first, each linking to its own page. */
function feedEntries(feed: Feed, snapshot: Pick<PublishedSnapshot, "items">, origin: string): AtomEntry[] {
  return snapshot.items
    .filter((item) => item.contentType === feed.contentType)
    .map((item) => ({
      id: tagId(feed.key, `item-${item.id}`),
      updated: item.updatedAt,
      published: `${item.displayDate}T00:00:00Z`,
      link: `${origin}${publishedItemPath(item.contentType, item.slug)}`,
      ...details(item),
    }));
}

/**
 * Every Atom feed of a generation, listing only the snapshot's published items and named after
 * its page. The snapshot's time is the feed's own date when it has no entries, so every instance
 * writes the same bytes.
 */
export function generationFeeds(
  snapshot: Pick<PublishedSnapshot, "items" | "takenAt" | "site" | "pages">,
  origin: string,
): { path: string; body: string }[] {
  const { companyName } = snapshot.site.identity;
  const { contactEmail } = snapshot.site.contact;
  return FEEDS.map((feed) => ({
    path: feed.path,
    body: buildAtomFeed({
      id: tagId(feed.key, "feed"),
      title: feedTitle(companyName, snapshot.pages[pageKeyOf(feed.pagePath)!].title),
      selfUrl: `${origin}${feed.path}`,
      pageUrl: `${origin}${feed.pagePath}`,
      author: { name: companyName, email: contactEmail, uri: origin },
      entries: feedEntries(feed, snapshot, origin),
      updated: `${snapshot.takenAt.slice(0, 19)}Z`,
    }),
  }));
}
