import { renderMarkdown } from "@helixmap/common/markdown";
import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { editorExtensions, markdownOf } from "./editor-extensions";

let editor: Editor | null = null;
afterEach(() => editor?.destroy());

/** Markdown through the editor and back, as a save after opening and editing a field does. */
function roundTrip(markdown: string): string {
  editor = new Editor({ element: document.createElement("div"), extensions: editorExtensions(), content: markdown });
  return markdownOf(editor);
}

/** Every construct the site's renderer (common/src/markdown.ts) shows, written the way the editor writes it. */
const CANONICAL: [string, string][] = [
  ["headings, every level", "# One\n\n## Two\n\n### Three\n\n#### Four\n\n##### Five\n\n###### Six"],
  ["bold, italic, both and code", "Plain **bold** *italic* ***both*** and `code`."],
  [
    "links on this site, https, mailto and with a title",
    '[About](/about), [x](https://example.org "Title"), [mail](mailto:ir@example.org), [top](#contact)',
  ],
  ["an autolink", "<https://example.org>"],
  ["an image on this site", "![Lab bench](/media/lab.webp)"],
  ["a bulleted list with a nested one", "- one\n- two\n  - nested\n- three"],
  ["a numbered list", "1. first\n2. second"],
  ["a numbered list starting later", "3. third\n4. fourth"],
  ["a loose list", "- loose\n\n- list"],
  ["a quote holding a list", "> quoted **text**\n>\n> - in a list"],
  ["a code block", "```\ncode block\n```"],
  ["a fenced code block with a language", "```js\nconst x = 1;\n```"],
  ["a hard line break", "first line\\\nsecond line"],
  ["a thematic break", "above\n\n---\n\nbelow"],
  ["paragraphs", "para one\n\npara two"],
  ["a heading with emphasis", "## Heading with *italic*"],
  ["placeholders of site settings", "We have mapped {{mappedGenes}} genes."],
  ["text that looks like Markdown, escaped", "Escapes: \\*literal\\* and \\[brackets\\] and snake_case"],
  ["a less-than sign in a figure", "p < 0.05 and 3 > 2"],
  ["raw HTML, which the site shows as text", "\\<b>bold?</b> and AT&T"],
];

describe("Markdown round trip through the editor", () => {
  it.each(CANONICAL)("keeps %s exactly, so the site renders it exactly as before", (_name, markdown) => {
    const result = roundTrip(markdown);
    expect(result).toBe(markdown);
    expect(renderMarkdown(result)).toBe(renderMarkdown(markdown));
  });

  it("keeps a table with a header row and inline formatting in its cells", () => {
    const table = "| Phase | Patients |\n| --- | --- |\n| 1 | **24** |\n| 2 | [40](/trials) |";
    expect(roundTrip(table)).toBe(table);
  });

  /** Other spellings the editor rewrites to its own: the site renders the result the same. */
  const REWRITTEN: [string, string, string][] = [
    ["starred bullets", "* one\n* two", "- one\n- two"],
    ["underscore emphasis", "__bold__ and _italic_", "**bold** and *italic*"],
    ["setext headings", "Title\n=====", "# Title"],
    ["HTML written as entities", "&lt;b&gt; and &amp;", "\\<b> and &"],
    ["tildes, which CommonMark does not strike through", "~~not struck~~", "\\~\\~not struck\\~\\~"],
  ];
  it.each(REWRITTEN)("rewrites %s to what renders the same", (_name, markdown, written) => {
    const result = roundTrip(markdown);
    expect(result).toBe(written);
    expect(renderMarkdown(result)).toBe(renderMarkdown(markdown));
  });

  it("joins a soft line break into the paragraph: the site shows the two the same way", () => {
    const result = roundTrip("line one\nline two");
    expect(result).toBe("line one line two");
    expect(renderMarkdown(result).replace(/\s+/g, " ")).toBe(renderMarkdown("line one\nline two").replace(/\s+/g, " "));
  });
});
