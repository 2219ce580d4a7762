/**
 * The site's two HTML documents: the scientific foundation (the Science page
 * frames it) and the technology demo (the home page's hero opens it). Their
 * words are page documents in the database like the pages' (schema in
 * definitions/html-document.ts); each deploy writes them as standalone,
 * script-free files at these paths. Kept apart from the page catalogue so a
 * public page can name the paths without loading every schema.
 */
export const HTML_DOCUMENT_KEYS = ["scientific-foundation", "technology-demo"] as const;

export type HtmlDocumentKey = (typeof HTML_DOCUMENT_KEYS)[number];

/** Where a deploy writes the document. */
export function htmlDocumentPath(key: HtmlDocumentKey): string {
  return `/documents/${key}.html`;
}

/** The document written at `path`, if one is. */
export function htmlDocumentKeyAt(path: string): HtmlDocumentKey | undefined {
  return HTML_DOCUMENT_KEYS.find((key) => htmlDocumentPath(key) === path);
}
