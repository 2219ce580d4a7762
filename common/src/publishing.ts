/**
 * What a deploy publishes: where each content type appears on the public site,
 * the snapshot of published items the pages are rendered from, and the change
 * set a deployment records.
 */
import type { ContentType } from "./api";
import type { ContentFieldsByType } from "./content-fields";
import type { PublishedMedia } from "./media/published-media";
import type { RenderedHtmlDocuments, RenderedPages, RenderedSite } from "./pages/page-catalogue";

/** The section each type's item pages live under; `/<section>/<slug>` is the item's page. */
export const ITEM_SECTIONS: Record<ContentType, { path: string }> = {
  press_release: { path: "/press-releases" },
  publication: { path: "/research-publications" },
  patent: { path: "/patent-portfolio" },
  research: { path: "/research" },
  page: { path: "/pages" },
  sec_filing: { path: "/sec-filings" },
  regulatory_update: { path: "/regulatory-updates" },
  event: { path: "/events" },
};

export function publishedItemPath(type: ContentType, slug: string): string {
  return `${ITEM_SECTIONS[type].path}/${encodeURIComponent(slug)}`;
}

/** One published, public item as the public pages receive it: the body already rendered to safe HTML. */
export type PublishedItem = {
  [T in ContentType]: {
    id: string;
    contentType: T;
    title: string;
    slug: string;
    summary: string;
    /** YYYY-MM-DD. */
    displayDate: string;
    /** The Markdown body rendered by common/src/markdown.ts. */
    html: string;
    fields: ContentFieldsByType[T];
    updatedAt: string;
  };
}[ContentType];

export type PublishedItemOf<T extends ContentType> = Extract<PublishedItem, { contentType: T }>;

/** Everything a generation is rendered from; stored with the generation so any instance can render it again. */
export interface PublishedSnapshot {
  takenAt: string;
  items: PublishedItem[];
  /** Every page's live fields and the site settings, placeholders resolved and Markdown rendered. */
  pages: RenderedPages;
  site: RenderedSite;
  /**
   * The HTML documents' live fields, rendered like the pages': the files a
   * generation writes under /documents/. Absent in snapshots taken while the
   * build wrote them.
   */
  htmlDocuments?: RenderedHtmlDocuments;
  /**
   * The public media the content refers to, by asset id: the files the
   * generation serves under /media/. Absent in snapshots taken before the
   * media library.
   */
  media?: PublishedMedia;
}

export function itemsOfType<T extends ContentType>(
  snapshot: Pick<PublishedSnapshot, "items">,
  type: T,
): PublishedItemOf<T>[] {
  return snapshot.items.filter((i): i is PublishedItemOf<T> => i.contentType === type);
}

export interface ChangedItem {
  id: string;
  title: string;
  contentType: ContentType;
  path: string;
}

/** Items added, changed and removed by a deploy, against the generation that was live before it. */
export interface ChangeSet {
  added: ChangedItem[];
  changed: ChangedItem[];
  removed: ChangedItem[];
}

/** "2025-11-18" as "November 18, 2025", the way the built-in lists write dates (UTC, so every machine agrees). */
export function formatDisplayDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** "2025-12-01" as "December 2025": a publication is dated to its month. */
export function formatDisplayMonth(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    timeZone: "UTC",
  });
}
