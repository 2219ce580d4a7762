/**
 * The one Markdown renderer of the site: CommonMark via markdown-it plus
 * GitHub-style pipe tables (the staff editor's table button writes them), with raw
 * HTML off (tags stay text), links limited to http(s), mailto and paths on
 * this site (page prose links to other pages), and no
 * images: an image is shown as its alt text, since one from another host
 * would tell that host who reads the page (docs/decisions/010-markdown-images.md).
 * Preview and deploys both call it, so they render identically; the output
 * has no inline script or handler, so it is inert under the CSP.
 */
import MarkdownIt from "markdown-it";
import { isAllowedMarkdownLink } from "./markdown-links";

const md = new MarkdownIt("commonmark", { html: false, linkify: false, typographer: false }).enable("table");
// markdown-it decodes entities before calling this, so "jav&#x61;script:" arrives as "javascript:".
md.validateLink = isAllowedMarkdownLink;
// A class of its own, so the table rules in app.css reach the critical CSS of only the pages that have a table.
md.renderer.rules.table_open = () => '<table class="md-table">\n';
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
