import { describe, expect, it } from "vitest";
import { documentMarkdown, imageMarkdown, insertMarkdownAtCursor } from "./insert-markdown";

describe("inserting Markdown at the cursor", () => {
  it("puts the snippet where the cursor is and the cursor after it", () => {
    const result = insertMarkdownAtCursor("Before\n\nAfter", { start: 8, end: 8 }, "![A cell](/api/media/1/file)");
    expect(result.text).toBe("Before\n\n![A cell](/api/media/1/file) After");
    expect(result.cursor).toBe(8 + "![A cell](/api/media/1/file)".length);
  });

  it("replaces the selected text", () => {
    const result = insertMarkdownAtCursor("Read the old link now", { start: 9, end: 17 }, "[Filing](/f)");
    expect(result.text).toBe("Read the [Filing](/f) now");
  });

  it("keeps a space between the snippet and the words around it", () => {
    expect(insertMarkdownAtCursor("ab", { start: 1, end: 1 }, "X").text).toBe("a X b");
    expect(insertMarkdownAtCursor("", { start: 0, end: 0 }, "X").text).toBe("X");
  });

  it("clamps a selection beyond the text to its end", () => {
    expect(insertMarkdownAtCursor("end", { start: 99, end: 99 }, "X")).toEqual({ text: "end X", cursor: 5 });
  });

  it("escapes brackets in alt text and link words", () => {
    expect(imageMarkdown("A [draft] chart", "/m")).toBe("![A \\[draft\\] chart](/m)");
    expect(documentMarkdown("10-K.pdf", "/d")).toBe("[10-K.pdf](/d)");
    expect(imageMarkdown("", "/m")).toBe("![](/m)");
  });
});
