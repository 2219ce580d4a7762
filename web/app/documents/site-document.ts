/** One block of a site document; every part is optional. */
export interface DocumentBlock {
  heading?: string;
  paragraphs?: readonly string[];
  facts?: readonly (readonly [string, string])[];
  bullets?: readonly string[];
}

/** A document the build writes into the site as HTML (the scientific foundation, the technology demo). */
export interface SiteDocument {
  title: string;
  subtitle?: string;
  blocks: readonly DocumentBlock[];
}

/** Every sentence of a document, one per line: what the story tests read. */
export function documentText(doc: SiteDocument): string {
  return [
    doc.title,
    doc.subtitle ?? "",
    ...doc.blocks.flatMap((b) => [
      b.heading ?? "",
      ...(b.paragraphs ?? []),
      ...(b.facts ?? []).map(([label, value]) => `${label}: ${value}`),
      ...(b.bullets ?? []),
    ]),
  ]
    .filter(Boolean)
    .join("\n");
}
