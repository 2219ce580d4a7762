import { ATOM_MEDIA_TYPE, type FeedKey, feedByKey, feedTitle } from "@helixmap/common/feeds";
import { fillIn } from "@helixmap/common/pages/fill-in";
import type { RenderedSite } from "@helixmap/common/pages/page-catalogue";
import { Rss } from "lucide-react";
import type { MetaDescriptor } from "react-router";
import { useSiteWords } from "../../shell/site-settings";
import { buttonClass } from "../../ui/button";

/** The head's announcement of a page's Atom feed, added by the feed's page to its meta from its loader data. */
export function feedLinkMeta(
  feed: FeedKey,
  data: { page: { title: string }; site: RenderedSite } | undefined,
): MetaDescriptor[] {
  if (!data) return [];
  return [
    {
      tagName: "link",
      rel: "alternate",
      type: ATOM_MEDIA_TYPE,
      title: feedTitle(data.site.identity.companyName, data.page.title),
      href: feedByKey(feed).path,
    },
  ];
}

/** The visible link to a page's Atom feed, named after the page (`title`) in the site settings' words. */
export function FeedLink({ feed, title }: { feed: FeedKey; title: string }) {
  const words = useSiteWords();
  return (
    <a href={feedByKey(feed).path} type={ATOM_MEDIA_TYPE} className={buttonClass("secondary")}>
      <Rss aria-hidden="true" className="size-4" />
      {words ? fillIn(words.atomFeed, { title }) : title}
    </a>
  );
}
