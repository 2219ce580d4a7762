/**
 * The one Markdown renderer of the site: CommonMark via markdown-it, with raw
 * HTML off (tags stay text), links limited to http(s), mailto and paths on
 * this site (page prose links to other pages), and no
 * images: an image is shown as its alt text, since one from another host
 * would tell that host who reads the page (docs/decisions/010-markdown-images.md).
 * Preview and deploys both call it, so they render identically; the output
 * has no inline script or handler, so it is inert under the CSP.
 */
import MarkdownIt from "markdown-it";

// A path on this site ("/about", "#contact"), never a protocol-relative "//host".
const ALLOWED_SCHEMES = /^(https?:|mailto:|\/(?!\/)|#)/i;

const md = new MarkdownIt("commonmark", { html: false, linkify: false, typographer: false });
// markdown-it decodes entities before calling this, so "jav&#x61;script:" arrives as "javascript:".
md.validateLink = (url: string) => ALLOWED_SCHEMES.test(url.trim());
md.renderer.rules.image = (tokens, idx, options, env, self) =>
  md.utils.escapeHtml(self.renderInlineAsText(tokens[idx]?.children ?? [], options, env));

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
