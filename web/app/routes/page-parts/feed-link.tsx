import { ATOM_MEDIA_TYPE, type FeedKey, feedByKey } from "@helixmap/common/feeds";
import { site } from "@helixmap/common/site";
import { Rss } from "lucide-react";
import type { MetaDescriptor } from "react-router";
import { buttonClass } from "../../ui/button";

/** The head's announcement of a page's Atom feed, added by the feed's page to its meta. */
export function feedLinkMeta(feed: FeedKey): MetaDescriptor {
  const { path, title } = feedByKey(feed);
  return {
    tagName: "link",
    rel: "alternate",
    type: ATOM_MEDIA_TYPE,
    title: `${site.companyName}: ${title}`,
    href: path,
  };
}

/** The visible link to a page's Atom feed. */
export function FeedLink({ feed }: { feed: FeedKey }) {
  const { path, title } = feedByKey(feed);
  return (
    <a href={path} type={ATOM_MEDIA_TYPE} className={buttonClass("secondary")}>
      <Rss aria-hidden="true" className="size-4" />
      {title} Atom feed
    </a>
  );
}
