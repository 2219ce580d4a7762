import { textLines } from "@helixmap/common/html-text";
import type { RenderedMarkdown } from "@helixmap/common/pages/fields";

/** A Markdown field's paragraphs, list entries and headings as plain lines for a document. */
export function markdownParagraphs(markdown: RenderedMarkdown): string[] {
  return textLines(markdown.html, Number.POSITIVE_INFINITY);
}
