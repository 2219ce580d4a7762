import { formatDisplayDate, itemsOfType, type PublishedSnapshot, publishedItemPath } from "@helixmap/common/publishing";
import type { ResearchDocument } from "../copy/home/types";
import type { PressRelease } from "../copy/pages/press";
import type { Publication } from "../copy/pages/publications";

/**
 * The list entries the public list pages add for published items, in the
 * shapes of the built-in entries plus the item's own page. Loaders return
 * these; only a press release carries its body (as plain lines), which its
 * download prints whole.
 */
export type PublishedPressRelease = PressRelease & { href: string };
export type PublishedPublication = Pick<Publication, "date" | "title" | "authors" | "journal" | "status"> & {
  summary: string;
  href: string;
};
export interface PublishedPatent {
  title: string;
  number: string;
  status: string;
  filed: string | null;
  summary: string;
  href: string;
}
export type PublishedResearch = ResearchDocument & { preview: string[]; href: string };

export function pressReleaseEntries(snapshot: Pick<PublishedSnapshot, "items">): PublishedPressRelease[] {
  return itemsOfType(snapshot, "press_release").map((i) => ({
    date: formatDisplayDate(i.displayDate),
    title: i.title,
    summary: i.summary,
    category: i.fields.category,
    featured: i.fields.featured,
    body: textLines(i.html, Number.POSITIVE_INFINITY),
    href: publishedItemPath(i.contentType, i.slug),
  }));
}

export function publicationEntries(snapshot: Pick<PublishedSnapshot, "items">): PublishedPublication[] {
  return itemsOfType(snapshot, "publication").map((i) => ({
    date: formatDisplayDate(i.displayDate),
    title: i.title,
    authors: i.fields.authors,
    journal: i.fields.journal,
    status: i.fields.status,
    summary: i.summary,
    href: publishedItemPath(i.contentType, i.slug),
  }));
}

export function patentEntries(snapshot: Pick<PublishedSnapshot, "items">): PublishedPatent[] {
  return itemsOfType(snapshot, "patent").map((i) => ({
    title: i.title,
    number: i.fields.number,
    status: i.fields.status,
    filed: i.fields.filingDate ? formatDisplayDate(i.fields.filingDate) : null,
    summary: i.summary,
    href: publishedItemPath(i.contentType, i.slug),
  }));
}

/** The first lines of a rendered body as text: what a research preview and its PDF summary show. */
export function textLines(html: string, max: number): string[] {
  return html
    .replace(/<\/(p|h[1-6]|li|pre|blockquote)>|<br\s*\/?>/g, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, max);
}

export function researchEntries(snapshot: Pick<PublishedSnapshot, "items">, previewLines: number): PublishedResearch[] {
  return itemsOfType(snapshot, "research").map((i) => ({
    id: i.slug,
    title: i.title,
    description: i.summary,
    type: i.fields.documentType,
    category: i.fields.category,
    date: i.displayDate,
    status: "Published",
    confidentiality: "Proprietary",
    preview: textLines(i.html, previewLines),
    href: publishedItemPath(i.contentType, i.slug),
  }));
}
