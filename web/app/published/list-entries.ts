import type { EventFields, ResearchFields } from "@helixmap/common/content-fields";
import { textLines } from "@helixmap/common/html-text";
import {
  formatDisplayDate,
  formatDisplayMonth,
  itemsOfType,
  type PublishedItem,
  type PublishedItemOf,
  type PublishedSnapshot,
  publishedItemPath,
} from "@helixmap/common/publishing";

/**
 * What the public list pages show of each published item: its own fields,
 * dates written the way each list writes them, the anchor feeds point at (the
 * slug) and the item's own page. Loaders return these, so every list, feed
 * and download is built from the deploy's snapshot alone, in its order
 * (newest first) unless a list says otherwise.
 */
interface ListEntry {
  title: string;
  summary: string;
  /** The entry's in-page anchor. */
  slug: string;
  href: string;
}

function entry(item: PublishedItem): ListEntry {
  return {
    title: item.title,
    summary: item.summary,
    slug: item.slug,
    href: publishedItemPath(item.contentType, item.slug),
  };
}

export type PressReleaseEntry = ListEntry & {
  date: string;
  category: string;
  featured: boolean;
  /** The release after its dateline, one line per paragraph. */
  body: string[];
  /** Its PDF in the media library, if it offers one. */
  document: string | null;
};
export type PublicationEntry = ListEntry & PublishedItemOf<"publication">["fields"] & { date: string };
export type PatentEntry = ListEntry &
  Omit<PublishedItemOf<"patent">["fields"], "filingDate"> & {
    /** The filing date as the list writes it, or null when not yet filed. */
    filed: string | null;
  };
export type SecFilingEntry = ListEntry & PublishedItemOf<"sec_filing">["fields"] & { date: string };
export type RegulatoryUpdateEntry = ListEntry &
  PublishedItemOf<"regulatory_update">["fields"] & {
    /** YYYY-MM-DD: shown in the visitor's locale. */
    date: string;
  };
export type EventEntry = ListEntry & EventFields;
export interface ResearchEntry {
  /** The document's reference (RD-2025-001), or its slug when it has none. */
  id: string;
  title: string;
  description: string;
  type: string;
  category: string;
  /** YYYY-MM-DD. */
  date: string;
  status: ResearchFields["status"];
  confidentiality: ResearchFields["confidentiality"];
  /** The opening lines shown in the preview dialog. */
  preview: string[];
  href: string;
  document: string | null;
}

export function pressReleaseEntries(snapshot: Pick<PublishedSnapshot, "items">): PressReleaseEntry[] {
  return itemsOfType(snapshot, "press_release").map((i) => ({
    ...entry(i),
    date: formatDisplayDate(i.displayDate),
    category: i.fields.category,
    featured: i.fields.featured,
    body: textLines(i.html, Number.POSITIVE_INFINITY),
    document: i.fields.document,
  }));
}

export function publicationEntries(snapshot: Pick<PublishedSnapshot, "items">): PublicationEntry[] {
  return itemsOfType(snapshot, "publication").map((i) => ({
    ...entry(i),
    ...i.fields,
    date: formatDisplayMonth(i.displayDate),
  }));
}

/** Patents in the order they were filed, first filed first. */
export function patentEntries(snapshot: Pick<PublishedSnapshot, "items">): PatentEntry[] {
  return itemsOfType(snapshot, "patent")
    .sort((a, b) => a.displayDate.localeCompare(b.displayDate))
    .map((i) => {
      const { filingDate, ...fields } = i.fields;
      return { ...entry(i), ...fields, filed: filingDate ? formatDisplayDate(filingDate) : null };
    });
}

export function secFilingEntries(snapshot: Pick<PublishedSnapshot, "items">): SecFilingEntry[] {
  return itemsOfType(snapshot, "sec_filing").map((i) => ({
    ...entry(i),
    ...i.fields,
    date: formatDisplayDate(i.displayDate),
  }));
}

export function regulatoryUpdateEntries(snapshot: Pick<PublishedSnapshot, "items">): RegulatoryUpdateEntry[] {
  return itemsOfType(snapshot, "regulatory_update").map((i) => ({ ...entry(i), ...i.fields, date: i.displayDate }));
}

/**
 * The events of one listing: conferences newest first, as a record of where
 * we present; investor events soonest first, as an agenda.
 */
export function eventEntries(
  snapshot: Pick<PublishedSnapshot, "items">,
  listing: EventFields["listing"],
): EventEntry[] {
  const events = itemsOfType(snapshot, "event")
    .filter((i) => i.fields.listing === listing)
    .map((i) => ({ ...entry(i), ...i.fields }));
  return listing === "Investor event" ? events.sort((a, b) => a.start.localeCompare(b.start)) : events;
}

/** The research repository in the order its documents were written (and numbered), oldest first. */
export function researchEntries(snapshot: Pick<PublishedSnapshot, "items">, previewLines: number): ResearchEntry[] {
  return itemsOfType(snapshot, "research")
    .sort((a, b) => a.displayDate.localeCompare(b.displayDate))
    .map((i) => ({
      id: i.fields.reference || i.slug,
      title: i.title,
      description: i.summary,
      type: i.fields.documentType,
      category: i.fields.category,
      date: i.displayDate,
      status: i.fields.status,
      confidentiality: i.fields.confidentiality,
      preview: textLines(i.html, previewLines),
      href: publishedItemPath(i.contentType, i.slug),
      document: i.fields.document,
    }));
}
