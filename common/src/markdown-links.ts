/**
 * Where a Markdown link may point: http(s), mailto, or a path on this site ("/about", "#contact"), never a
 * protocol-relative "//host". The site's renderer (markdown.ts) and the staff editor (which drops any other
 * link when text is pasted) share it, so the editor never keeps a link the site would not show.
 */
const ALLOWED_SCHEMES = /^(https?:|mailto:|\/(?!\/)|#)/i;

export function isAllowedMarkdownLink(url: string): boolean {
  return ALLOWED_SCHEMES.test(url.trim());
}
