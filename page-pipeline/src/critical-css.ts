/**
 * A page's critical CSS depends only on the stylesheet and the set of classes the page uses, and the pages of
 * a site share a few dozen sets (every press release's page has the same classes), so each set is pruned
 * once per stylesheet instead of parsing the whole sheet again for each of ten thousand pages.
 */
const prunedSheets = new Map<string, Map<string, string>>();
/** Stylesheets (builds) and class sets per stylesheet held; past these the cache starts again, which bounds its memory. */
const SHEETS_KEPT = 4;
const CLASS_SETS_KEPT = 2_000;

/** How often a stylesheet was actually pruned (a test reads it to see the cache at work). */
export const criticalCssWork = { prunes: 0 };

/**
 * The part of a stylesheet one page needs for its first paint: every rule
 * except those naming a class that appears nowhere in the page's markup.
 * Tailwind's output is almost all single-class utility rules, so this keeps
 * the page's look exactly while dropping most of the sheet; rules for
 * classes added later by scripts arrive with the full stylesheet.
 */
export function criticalCss(css: string, html: string): string {
  const classes = classesIn(html);
  // Class names hold no whitespace, so the sorted names joined by spaces name the set.
  const key = [...classes].sort().join(" ");
  let bySet = prunedSheets.get(css);
  if (!bySet) {
    if (prunedSheets.size >= SHEETS_KEPT) prunedSheets.clear();
    bySet = new Map();
    prunedSheets.set(css, bySet);
  }
  let pruned = bySet.get(key);
  if (pruned === undefined) {
    if (bySet.size >= CLASS_SETS_KEPT) bySet.clear();
    pruned = pruneBlock(css, classes);
    criticalCssWork.prunes++;
    bySet.set(key, pruned);
  }
  return pruned;
}

/** Every class name used in the markup's class attributes. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? "").split(/\s+/)) if (name) classes.add(decodeEntities(name));
  }
  return classes;
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|quot|#39|lt|gt);/g, (_, e: string) =>
    e === "amp" ? "&" : e === "quot" ? '"' : e === "#39" ? "'" : e === "lt" ? "<" : ">",
  );
}

const CLASS_IN_SELECTOR = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g;

function unescapeClass(escaped: string): string {
  return escaped.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char ?? ""),
  );
}

/** True when some selector of the list can match: all of its classes are on the page. */
function selectorListMayMatch(selectors: string, classes: Set<string>): boolean {
  return splitTopLevel(selectors, ",").some((selector) =>
    [...selector.matchAll(CLASS_IN_SELECTOR)].every((m) => classes.has(unescapeClass(m[1] ?? ""))),
  );
}

/** Splits on a separator outside brackets, parentheses and strings. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = "";
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === "\\") i++;
      else if (ch === quote) quote = "";
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === "\\") i++;
    else if (ch === "(" || ch === "[") depth++;
    else if (ch === ")" || ch === "]") depth--;
    else if (ch === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

interface Item {
  /** Selector list or at-rule prelude; the whole statement for blockless at-rules. */
  prelude: string;
  /** The text between the braces, or undefined for a statement such as `@layer a, b;`. */
  body?: string;
}

/** The top-level statements of a block of CSS. */
function itemsOf(css: string): Item[] {
  const items: Item[] = [];
  let i = 0;
  while (i < css.length) {
    const start = i;
    let quote = "";
    while (i < css.length) {
      const ch = css[i];
      if (quote) {
        if (ch === "\\") i++;
        else if (ch === quote) quote = "";
      } else if (ch === '"' || ch === "'") quote = ch;
      else if (ch === "\\") i++;
      else if (ch === "{" || ch === ";") break;
      i++;
    }
    const prelude = css.slice(start, i).trim();
    if (i >= css.length) {
      if (prelude) items.push({ prelude });
      break;
    }
    if (css[i] === ";") {
      if (prelude) items.push({ prelude: `${prelude};` });
      i++;
      continue;
    }
    const bodyStart = ++i;
    let depth = 1;
    quote = "";
    while (i < css.length && depth > 0) {
      const ch = css[i];
      if (quote) {
        if (ch === "\\") i++;
        else if (ch === quote) quote = "";
      } else if (ch === '"' || ch === "'") quote = ch;
      else if (ch === "\\") i++;
      else if (ch === "{") depth++;
      else if (ch === "}") depth--;
      i++;
    }
    items.push({ prelude, body: css.slice(bodyStart, i - 1) });
  }
  return items;
}

/** At-rules whose body holds further rules, which are pruned in turn. */
const GROUPING_AT_RULE = /^@(media|supports|layer|container|scope)\b/;

function pruneBlock(css: string, classes: Set<string>): string {
  let out = "";
  for (const item of itemsOf(css)) {
    if (item.body === undefined) {
      out += item.prelude;
    } else if (item.prelude.startsWith("@")) {
      if (!GROUPING_AT_RULE.test(item.prelude)) {
        out += `${item.prelude}{${item.body}}`;
        continue;
      }
      const inner = pruneBlock(item.body, classes);
      // An empty @layer block still fixes the layer's order, so it stays.
      if (inner || item.prelude.startsWith("@layer")) out += `${item.prelude}{${inner}}`;
    } else if (selectorListMayMatch(item.prelude, classes)) {
      out += `${item.prelude}{${item.body}}`;
    }
  }
  return out;
}
