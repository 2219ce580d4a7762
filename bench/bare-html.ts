/** Where the bench serves each route's bare-HTML baseline, under the same server: `/about` → `/__bench-baseline/about`. */
export const BASELINE_PREFIX = "/__bench-baseline";

export function baselinePath(path: string): string {
  return path === "/" ? `${BASELINE_PREFIX}/` : `${BASELINE_PREFIX}${path}`;
}

/** Attributes a bare page keeps: what links, language and the description need. */
const KEPT_ATTRIBUTES = new Set(["href", "lang", "charset", "name", "content", "alt"]);

/**
 * The page's own text as plain HTML: the same elements and words, no CSS,
 * no script, no inline SVG, no attribute beyond links, language and meta
 * tags. What a browser costs for the words alone, the baseline issue 22
 * measures each page against.
 */
export function bareHtml(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<style\b[\s\S]*?<\/style>/gi, "")
    .replace(/<svg\b[\s\S]*?<\/svg>/gi, "")
    .replace(/<link\b[^>]*>/gi, "")
    .replace(/<iframe\b[\s\S]*?<\/iframe>/gi, "")
    .replace(
      /<([a-zA-Z][\w-]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*(\/?)>/g,
      (_, tag: string, attributes: string, self) => {
        const kept = [...attributes.matchAll(/\s+([^\s=>]+)(?:="([^"]*)")?/g)]
          .filter((a) => KEPT_ATTRIBUTES.has((a[1] ?? "").toLowerCase()))
          .map((a) => ` ${a[1]}${a[2] === undefined ? "" : `="${a[2]}"`}`)
          .join("");
        return `<${tag}${kept}${self ? "/" : ""}>`;
      },
    );
}
