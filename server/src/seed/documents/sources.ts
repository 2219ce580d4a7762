import { textLines } from "@helixmap/common/html-text";
import type { RenderedMarkdown } from "@helixmap/common/pages/fields";
import type { PageKey, RenderedPage } from "@helixmap/common/pages/page-catalogue";
import { SITE_FIELDS } from "@helixmap/common/pages/page-catalogue";
import { placeholderValues, resolvePlaceholders } from "@helixmap/common/pages/placeholders";
import type { PublishedSnapshot } from "@helixmap/common/publishing";
import type { DocumentBlock } from "./document";

/**
 * What the seeded documents are typeset from: the published content as a
 * deploy renders it (placeholders resolved, Markdown rendered), so their
 * words are the site's words. `origin` makes the site's own links absolute.
 */
export interface DocumentSources extends Pick<PublishedSnapshot, "pages" | "site" | "items"> {
  origin: string;
}

export type PageOf<K extends PageKey> = RenderedPage<K>;

/** A Markdown field's paragraphs, list entries and headings as plain lines. */
export const markdownLines = (markdown: RenderedMarkdown): string[] =>
  textLines(markdown.html, Number.POSITIVE_INFINITY);

/** A document's own words that state a site setting, written with placeholders and resolved as pages resolve theirs. */
export function settingsText(sources: DocumentSources): (text: string) => string {
  const vars = placeholderValues(SITE_FIELDS, sources.site as unknown as Record<string, unknown>);
  return (text) => resolvePlaceholders(text, vars);
}

export const formatAddress = ({ site }: DocumentSources) => {
  const c = site.contact;
  return `${c.street}, ${c.city}, ${c.region} ${c.postalCode}`;
};

const GENERATED_NOTE =
  "Forward-looking, promotional information about experimental therapies that are not approved by any regulator. Not an offer to sell securities.";

/** The fine print closing every single document: what it is, and who publishes it. */
export function closing(sources: DocumentSources): DocumentBlock[] {
  const { identity, contact } = sources.site;
  return [
    { small: GENERATED_NOTE },
    { small: `${identity.legalName} · ${formatAddress(sources)} · ${contact.contactEmail} · ${contact.phone}` },
  ];
}

export const asFacts = (stats: readonly { value: string; label: string }[]) =>
  stats.map((s) => [s.label, s.value] as const);
export const texts = (entries: readonly { text: string }[]) => entries.map((e) => e.text);
