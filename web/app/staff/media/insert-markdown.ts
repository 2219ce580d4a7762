/** Where a text field's selection is: the snippet replaces it. */
export interface TextSelection {
  start: number;
  end: number;
}

/**
 * `text` with `snippet` in place of the selection, and where the cursor goes
 * after it. A snippet that would touch a word on either side gets a space, so
 * `![alt](url)` never glues onto the text around it.
 */
export function insertMarkdownAtCursor(
  text: string,
  { start, end }: TextSelection,
  snippet: string,
): { text: string; cursor: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const before = text.slice(0, from);
  const after = text.slice(to);
  const lead = before === "" || /\s$/.test(before) ? "" : " ";
  const trail = after === "" || /^\s/.test(after) ? "" : " ";
  const inserted = `${lead}${snippet}${trail}`;
  return { text: `${before}${inserted}${after}`, cursor: from + lead.length + snippet.length };
}

/** Brackets and backslashes would end a link's words early. */
function escapeLinkText(text: string): string {
  return text.replace(/[\\[\]]/g, (c) => `\\${c}`);
}

/** An image as Markdown: `![alt](url)`; decorative images have empty alt text. */
export function imageMarkdown(alt: string, url: string): string {
  return `![${escapeLinkText(alt)}](${url})`;
}

/** A document link as Markdown: `[words](url)`. */
export function documentMarkdown(words: string, url: string): string {
  return `[${escapeLinkText(words)}](${url})`;
}
