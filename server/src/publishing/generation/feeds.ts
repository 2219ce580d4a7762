import { FEEDS } from "@helixmap/common/feeds";
import type { PublishedSnapshot } from "@helixmap/common/publishing";
// The feeds' built-in entries are the web app's typed content; the generation adds the published items.
import { publishedEntries, siteFeed } from "@helixmap/web/feeds/built-in-feeds";

/** Every Atom feed of a generation: the built-in items plus the snapshot's published ones. */
export function generationFeeds(
  snapshot: Pick<PublishedSnapshot, "items" | "takenAt">,
  origin: string,
): { path: string; body: string }[] {
  return FEEDS.map((feed) => ({
    path: feed.path,
    body: siteFeed(feed.key, origin, publishedEntries(feed.key, snapshot, origin), snapshot.takenAt),
  }));
}
