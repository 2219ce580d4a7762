import { ATOM_MEDIA_TYPE, type FeedKey, feedByKey } from "@helixmap/common/feeds";
import { Rss } from "lucide-react";
import { buttonClass } from "../../ui/button";

/** The visible link to a page's Atom feed (the head announces it too, through pageMeta). */
export function FeedLink({ feed }: { feed: FeedKey }) {
  const { path, title } = feedByKey(feed);
  return (
    <a href={path} type={ATOM_MEDIA_TYPE} className={buttonClass("secondary")}>
      <Rss aria-hidden="true" className="size-4" />
      {title} Atom feed
    </a>
  );
}
