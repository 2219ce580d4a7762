/** The first lines of a rendered body as text: what a research preview, its PDF summary and a release's download show. */
export function textLines(html: string, max: number): string[] {
  return html
    .replace(/<\/(p|h[1-6]|li|pre|blockquote)>|<br\s*\/?>/g, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, max);
}
