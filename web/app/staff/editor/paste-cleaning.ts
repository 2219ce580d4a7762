import { isAllowedMarkdownLink } from "@helixmap/common/markdown-links";

/**
 * Pasted HTML (from Word, Google Docs or a web page) reduced to what the site's Markdown can say, before the
 * editor reads it. The editor's schema already drops every element and style it has no node or mark for
 * (spans, fonts, colours, underline, strike); this handles what the schema would otherwise read wrongly:
 * Word's fake lists, markup hidden in Office comments, links and images the site would not show, and
 * tables Markdown cannot hold (a header row is required; merged cells and several paragraphs in a cell are not).
 */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(stripOfficeMarkup(html), "text/html");
  const body = doc.body;
  for (const el of body.querySelectorAll("style, meta, link, title, script, xml")) el.remove();
  // Google Docs wraps the whole copy in <b style="font-weight:normal" id="docs-internal-guid-…">.
  for (const wrapper of body.querySelectorAll('b[id^="docs-internal-guid"]')) unwrap(wrapper);
  rebuildWordLists(body);
  // Empty paragraphs Word uses as spacing (<o:p>&nbsp;</o:p>), and Docs' line breaks between blocks.
  for (const p of body.querySelectorAll("p"))
    if (!p.textContent?.replace(/\u00a0/g, " ").trim() && !p.querySelector("img")) p.remove();
  for (const br of body.querySelectorAll("br"))
    if (br.parentElement === body || br.parentElement?.tagName === "DIV") br.remove();
  for (const a of body.querySelectorAll("a")) {
    const href = a.getAttribute("href");
    if (!href || !isAllowedMarkdownLink(href)) unwrap(a);
  }
  // Only a file on this site may be an image (docs/decisions/010-markdown-images.md); others keep their alt text.
  for (const img of body.querySelectorAll("img")) {
    const src = img.getAttribute("src") ?? "";
    if (!/^\/(?!\/)/.test(src)) img.replaceWith(doc.createTextNode(img.getAttribute("alt") ?? ""));
  }
  for (const table of body.querySelectorAll("table")) fitTableToMarkdown(table);
  // A pasted list is a tight one ("- a\n- b"), however its items wrap their text in paragraphs.
  for (const list of body.querySelectorAll("ul, ol")) list.setAttribute("data-tight", "true");
  return body.innerHTML;
}

/**
 * Office's hidden conditional comments (its settings as XML), every other comment, and its `o:`/`w:` elements.
 * Word's revealed conditionals (`<![if !supportLists]>`, around a list item's bullet) parse as empty comments.
 */
function stripOfficeMarkup(html: string): string {
  return html
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<\/?o:[^>]*>/gi, "")
    .replace(/<\/?w:[^>]*>/gi, "");
}

function unwrap(el: Element) {
  el.replaceWith(...el.childNodes);
}

const WORD_LIST = /mso-list:\s*l\d+\s+level(\d+)/i;
/** Word writes a numbered item's marker as "1." or "a)"; a bullet as "·", "o" or "§" in a symbol font. */
const ORDERED_MARKER = /^(\d+|[a-z]|[ivxlc]+)[.)]$/i;

const isWordListParagraph = (el: Element | null): el is HTMLElement =>
  el?.tagName === "P" && WORD_LIST.test(el.getAttribute("style") ?? "");

/**
 * Word copies a list as paragraphs styled `mso-list:l<n> level<m>`, each starting with its bullet or number
 * as text in a span styled `mso-list:Ignore`. A run of such paragraphs becomes one real list, nested by level.
 */
function rebuildWordLists(body: HTMLElement) {
  for (const first of [...body.querySelectorAll("p")]) {
    if (!first.isConnected || !isWordListParagraph(first) || isWordListParagraph(first.previousElementSibling))
      continue;
    const run: HTMLElement[] = [];
    for (let el: Element | null = first; isWordListParagraph(el); el = el.nextElementSibling) run.push(el);
    first.before(wordList(run));
    for (const p of run) p.remove();
  }
}

function wordList(run: HTMLElement[]): HTMLElement {
  const doc = run[0]!.ownerDocument;
  const stack: { level: number; list: HTMLElement }[] = [];
  let root: HTMLElement | null = null;
  for (const p of run) {
    const level = Number(WORD_LIST.exec(p.getAttribute("style") ?? "")?.[1] ?? 1);
    const ordered = ORDERED_MARKER.test(takeWordMarker(p));
    while (stack.length > 0 && stack[stack.length - 1]!.level > level) stack.pop();
    let top = stack[stack.length - 1];
    if (!top && root) {
      top = { level, list: root };
      stack.push(top);
    } else if (!top || top.level < level) {
      const list = doc.createElement(ordered ? "ol" : "ul");
      if (top) (top.list.lastElementChild ?? top.list).append(list);
      root ??= list;
      top = { level, list };
      stack.push(top);
    }
    const item = doc.createElement("li");
    const content = doc.createElement("p");
    content.append(...p.childNodes);
    item.append(content);
    top.list.append(item);
  }
  return root!;
}

/** Removes the bullet or number Word typed at the start of a list paragraph and returns it. */
function takeWordMarker(p: HTMLElement): string {
  const ignored = [...p.querySelectorAll("span")].find((s) =>
    /mso-list:\s*ignore/i.test(s.getAttribute("style") ?? ""),
  );
  if (ignored) {
    const text = ignored.textContent ?? "";
    ignored.remove();
    return text.replace(/\u00a0/g, " ").trim();
  }
  const first = firstText(p);
  if (!first) return "";
  const match = /^[\s\u00a0]*([·•§o▪\u2013-]|\d+[.)]|[a-z][.)])[\s\u00a0]+/i.exec(first.data);
  if (!match) return "";
  first.data = first.data.slice(match[0].length);
  return match[1] ?? "";
}

function firstText(node: Node): Text | null {
  for (const child of node.childNodes) {
    if (child.nodeType === 3 && (child as Text).data.trim()) return child as Text;
    const inner = firstText(child);
    if (inner) return inner;
  }
  return null;
}

/** A pipe table: its first row the header, no merged cells, one line of inline text per cell. */
function fitTableToMarkdown(table: HTMLTableElement) {
  const doc = table.ownerDocument;
  const rows = [...table.rows];
  rows.forEach((row, index) => {
    for (const cell of [...row.cells]) {
      const fitted = doc.createElement(index === 0 ? "th" : "td");
      // A header cell is bold already: bold written inside it would only add asterisks.
      if (index === 0) {
        for (const el of cell.querySelectorAll("[style]")) el.removeAttribute("style");
        for (const el of cell.querySelectorAll("b, strong")) unwrap(el);
      }
      const blocks = [...cell.querySelectorAll("p, div, li, h1, h2, h3, h4, h5, h6")];
      const parts = blocks.length > 0 ? blocks.filter((b) => !b.querySelector("p, div, li")) : [cell];
      parts.forEach((part, i) => {
        if (i > 0) fitted.append(doc.createTextNode(" "));
        fitted.append(...part.childNodes);
      });
      cell.replaceWith(fitted);
    }
  });
}
