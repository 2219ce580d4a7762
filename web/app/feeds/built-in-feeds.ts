import { type AtomEntry, buildAtomFeed } from "@helixmap/common/atom-feed";
import { type FeedKey, feedByKey } from "@helixmap/common/feeds";
import { itemsOfType, type PublishedSnapshot, publishedItemPath } from "@helixmap/common/publishing";
import { site } from "@helixmap/common/site";
import { anchorFor } from "../copy/anchors";
import { isoDateTime } from "../copy/dates";
import { pressReleases } from "../copy/pages/press";
import { publications } from "../copy/pages/publications";
import { secFilings } from "../copy/pages/sec-filings";

/** Tag URIs (RFC 4151) keep entry ids stable when the site moves to another origin. */
function tagId(key: FeedKey, item: string): string {
  return `tag:${new URL(site.origin).hostname},2025:${key}/${item}`;
}

function link(origin: string, key: FeedKey, anchor: string): string {
  return `${origin}${feedByKey(key).pagePath}#${anchor}`;
}

/** The built-in items of each feed; published staff items are appended by the site generation. */
export function builtInEntries(key: FeedKey, origin: string): AtomEntry[] {
  switch (key) {
    case "press-releases":
      return pressReleases.map((r) => ({
        id: tagId(key, anchorFor(r.title)),
        title: r.title,
        updated: isoDateTime(r.date),
        published: isoDateTime(r.date),
        link: link(origin, key, anchorFor(r.title)),
        summary: r.summary,
        categories: [r.category],
      }));
    case "research-publications":
      return publications.map((p) => ({
        id: tagId(key, anchorFor(p.title)),
        title: p.title,
        updated: isoDateTime(p.date),
        link: link(origin, key, anchorFor(p.title)),
        summary: `${p.status}, ${p.journal}. ${p.abstract}`,
        authors: p.authors.map((name) => ({ name })),
        categories: [p.type, ...p.keywords],
      }));
    case "sec-filings":
      return secFilings.map((f) => ({
        id: tagId(key, anchorFor(`${f.form} ${f.date}`)),
        title: `${f.form}: ${f.description}`,
        updated: isoDateTime(f.date),
        link: link(origin, key, anchorFor(`${f.form} ${f.date}`)),
        summary: `${f.status}. ${f.description}`,
        categories: [f.status],
      }));
  }
}

/** The published staff items a feed carries (SEC filings have none), linking to their own pages. */
export function publishedEntries(
  key: FeedKey,
  snapshot: Pick<PublishedSnapshot, "items">,
  origin: string,
): AtomEntry[] {
  const items =
    key === "press-releases"
      ? itemsOfType(snapshot, "press_release")
      : key === "research-publications"
        ? itemsOfType(snapshot, "publication")
        : [];
  return items.map((item) => ({
    id: tagId(key, `item-${item.id}`),
    title: item.title,
    updated: item.updatedAt,
    published: `${item.displayDate}T00:00:00Z`,
    link: `${origin}${publishedItemPath(item.contentType, item.slug)}`,
    summary: item.summary || undefined,
  }));
}

/**
 * One feed document for `origin`, from the built-in items plus any `extra` entries (published staff
 * items). A deploy passes its snapshot's time as `updated`, so every instance writes the same bytes.
 */
export function siteFeed(
  key: FeedKey,
  origin: string,
  extra: readonly AtomEntry[] = [],
  updated = new Date().toISOString(),
): string {
  const feed = feedByKey(key);
  return buildAtomFeed({
    id: tagId(key, "feed"),
    title: `${site.companyName}: ${feed.title}`,
    selfUrl: `${origin}${feed.path}`,
    pageUrl: `${origin}${feed.pagePath}`,
    author: { name: site.companyName, email: site.contactEmail, uri: origin },
    entries: [...builtInEntries(key, origin), ...extra],
    updated: `${updated.slice(0, 19)}Z`,
  });
}
