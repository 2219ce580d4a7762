import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { editorExtensions, markdownOf } from "./editor-extensions";
import { cleanPastedHtml } from "./paste-cleaning";

let editor: Editor | null = null;
afterEach(() => editor?.destroy());

const sample = (name: string) => readFileSync(join(import.meta.dirname, "clipboard-samples", name), "utf8");

/** An empty editor with the field's paste handling, given the HTML a clipboard holds; the Markdown it stores. */
function paste(html: string): string {
  editor = new Editor({
    element: document.createElement("div"),
    extensions: editorExtensions(),
    editorProps: { transformPastedHTML: cleanPastedHtml },
  });
  // jsdom has no ClipboardEvent; ProseMirror only needs an event to hand to paste handlers.
  editor.view.pasteHTML(html, new Event("paste") as ClipboardEvent);
  return markdownOf(editor);
}

describe("paste cleaned to the site's Markdown", () => {
  it("turns a Word copy into headings, emphasis, real nested and numbered lists, links and a pipe table", () => {
    expect(paste(sample("word.html")).trim()).toBe(
      [
        "# Phase 2 results",
        "HelixMap **announced** *positive* data. Underlined red and struck.",
        "- First point\n  - Sub point\n- Second point",
        "1. Numbered one\n2. Numbered two",
        // A file on someone's disk is no link a visitor could follow: its words stay.
        "See [the filing](https://www.sec.gov/filing) and a local file.",
        "| Arm | Patients |\n| --- | --- |\n| A | 12 (2 withdrew) |",
      ].join("\n\n"),
    );
  });

  it("turns a Google Docs copy into Markdown without its styles, wrapper or stray line breaks", () => {
    expect(paste(sample("google-docs.html")).trim()).toBe(
      [
        "## Pipeline update",
        "Our lead programme **HX-101** has *entered* Phase 2. [Read the science](https://www.helixmap.example/science).",
        "- Enrolment complete\n- Data in Q3",
        "| Milestone | Date |\n| --- | --- |\n| IND filing | 2026 |",
      ].join("\n\n"),
    );
  });

  it("keeps from a web page only what the site shows: no script, no unsafe link, no image from another host", () => {
    const markdown = paste(sample("web-page.html"));
    expect(markdown.trim()).toBe(
      [
        "### Why it matters",
        "Text with a font, underline, a highlight, a bad link, a protocol-relative one and [a site link](/investors).",
        "Chart of results",
        "Source: company data",
        "> A **bold** quote",
        "```sh\nnpm start\n```",
        "![The team](/media/team.webp)",
      ].join("\n\n"),
    );
    expect(markdown).not.toMatch(/alert|steal|tracker\.example|javascript:/);
  });

  it("reads Markdown pasted as plain text as Markdown", () => {
    editor = new Editor({ element: document.createElement("div"), extensions: editorExtensions() });
    // A clipboard holding only text/plain, as a copy from a text editor does (jsdom has no DataTransfer).
    const event = new Event("paste", { bubbles: true, cancelable: true });
    const text = "## Heading\n\n- **one**\n- two";
    Object.defineProperty(event, "clipboardData", {
      value: { types: ["text/plain"], getData: (type: string) => (type === "text/plain" ? text : "") },
    });
    editor.view.dom.dispatchEvent(event);
    expect(markdownOf(editor)).toBe("## Heading\n\n- **one**\n- two");
  });
});
