/** One block of a seeded document; every part is optional and they print in this order. */
export interface DocumentBlock {
  heading?: string;
  paragraphs?: readonly string[];
  /** Label and value rows, printed as a two-column table. */
  facts?: readonly (readonly [string, string])[];
  bullets?: readonly string[];
  /** Fine print: a note under a table, a disclaimer. */
  small?: string;
}

/**
 * A download described once, from the seed content, then typeset as a PDF
 * (`typeset.ts`). `pages` start on a new page each (a deck, a package); a
 * plain document has one entry and flows over as many pages as it needs.
 */
export interface SeedDocument {
  title: string;
  subtitle?: string;
  pages: readonly (readonly DocumentBlock[])[];
}

/** A one-part document: its blocks flow from the first page. */
export const flowing = (title: string, blocks: readonly DocumentBlock[], subtitle?: string): SeedDocument => ({
  title,
  subtitle,
  pages: [blocks],
});

/** The file name today's downloads use: every non-alphanumeric character of the title becomes an underscore. */
export function fileNameFromTitle(title: string): string {
  return `${title.replace(/[^a-zA-Z0-9]/g, "_")}.pdf`;
}
