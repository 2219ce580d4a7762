/**
 * The one Markdown renderer of the site: CommonMark via markdown-it, with raw
 * HTML off (tags stay text), links limited to http(s), mailto and paths on
 * this site (page prose links to other pages), and images only from the
 * media library: `![alt](/api/media/<id>/file)` of a published asset becomes
 * a responsive `<picture>`, any other image is shown as its alt text, since
 * one from another host would tell that host who reads the page
 * (docs/decisions/010-markdown-images.md, docs/media.md). A link to a
 * library document gets its published address and says what it is.
 * Preview and deploys both call it, so they render identically; the output
 * has no inline script or handler, so it is inert under the CSP.
 */
import MarkdownIt from "markdown-it";
import { documentFacts, type MediaRendering, pictureHtml, referencedAsset } from "./media/published-media";

// A path on this site ("/about", "#contact"), never a protocol-relative "//host".
const ALLOWED_SCHEMES = /^(https?:|mailto:|\/(?!\/)|#)/i;

const md = new MarkdownIt("commonmark", { html: false, linkify: false, typographer: false });
// markdown-it decodes entities before calling this, so "jav&#x61;script:" arrives as "javascript:".
md.validateLink = (url: string) => ALLOWED_SCHEMES.test(url.trim());
/** What the rules below read from markdown-it's env: the page's media, and the documents whose links are open. */
type Env = {
  media?: MediaRendering;
  openDocuments?: string[];
};

md.renderer.rules.image = (tokens, idx, options, mdEnv, self) => {
  const env = mdEnv as Env;
  const token = tokens[idx];
  const alt = self.renderInlineAsText(token?.children ?? [], options, mdEnv);
  const asset = referencedAsset(String(token?.attrGet("src") ?? ""), env.media);
  if (asset?.kind === "image" && env.media) return pictureHtml(asset, alt || asset.alt, env.media);
  return md.utils.escapeHtml(alt);
};
md.renderer.rules.link_open = (tokens, idx, options, mdEnv, self) => {
  const env = mdEnv as Env;
  const token = tokens[idx];
  const asset = token ? referencedAsset(String(token.attrGet("href") ?? ""), env.media) : undefined;
  if (token && asset) {
    token.attrSet("href", asset.href);
    if (asset.kind === "document") token.attrSet("type", asset.mimeType);
  }
  env.openDocuments = [...(env.openDocuments ?? []), asset?.kind === "document" ? documentFacts(asset) : ""];
  return self.renderToken(tokens, idx, options);
};
md.renderer.rules.link_close = (tokens, idx, options, mdEnv, self) => {
  const facts = (mdEnv as Env).openDocuments?.pop();
  const close = self.renderToken(tokens, idx, options);
  return facts ? `${close} <span class="media-facts">(${md.utils.escapeHtml(facts)})</span>` : close;
};

/** `media`: the published media of the page being rendered; without it, library images show as their alt text. */
export function renderMarkdown(source: string, media?: MediaRendering): string {
  const env: Env = { media };
  return md.render(source, env);
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
