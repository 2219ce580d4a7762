/**
 * The one Markdown renderer of the site: CommonMark via markdown-it, with raw
 * HTML off (tags stay text) and links and images limited to http(s) and
 * mailto. Preview and deploys both call it, so they render identically; the
 * output has no inline script or handler, so it is inert under the CSP.
 */
import MarkdownIt from "markdown-it";

const ALLOWED_SCHEMES = /^(https?:|mailto:)/i;

const md = new MarkdownIt("commonmark", { html: false, linkify: false, typographer: false });
// markdown-it decodes entities before calling this, so "jav&#x61;script:" arrives as "javascript:".
md.validateLink = (url: string) => ALLOWED_SCHEMES.test(url.trim());

export function renderMarkdown(source: string): string {
  return md.render(source);
}

/** The first `max` characters of the body as plain text, for a description when an item has no summary. */
export function plainTextExcerpt(source: string, max: number): string {
  const text = md
    .render(source)
    .replace(/<[^>]*>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
  return [...text].length > max ? `${[...text].slice(0, max - 1).join("")}…` : text;
}
