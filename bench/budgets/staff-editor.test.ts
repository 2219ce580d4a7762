import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PUBLIC_PATHS } from "@helixmap/common/routes";
import { describe, expect, it } from "vitest";
import { measureFirstLoad, siteDir } from "./first-load";

/**
 * The staff area's Markdown editor (web/app/staff/editor/: TipTap, ProseMirror, markdown-it) is hundreds of
 * kilobytes. It is a lazily imported chunk of the staff forms, so no public page may fetch, preload or
 * hydrate with any of it: a public page's first load and hydration are then byte for byte what they were
 * without the editor.
 */
const assetsDir = () => join(siteDir(), "assets");
const assets = () => readdirSync(assetsDir());
const read = (file: string) => readFileSync(join(assetsDir(), file), "utf8");

/** Code only the editor brings: ProseMirror's view and TipTap's core name themselves in their output. */
const EDITOR_CODE = /ProseMirror-|tiptap/;

function editorFiles() {
  const scripts = assets().filter((f) => f.endsWith(".js") && EDITOR_CODE.test(read(f)));
  const styles = assets().filter((f) => f.endsWith(".css") && /markdown-editor-content/.test(read(f)));
  return { scripts, styles, all: [...scripts, ...styles].map((f) => `/assets/${f}`) };
}

const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g;

describe("the staff editor's weight", () => {
  it("is built as chunks of its own: the editor's code and its stylesheet", () => {
    const { scripts, styles } = editorFiles();
    expect(
      scripts.some((f) => f.startsWith("markdown-editor-")),
      scripts.join(", "),
    ).toBe(true);
    expect(styles.length, "the editor's stylesheet").toBeGreaterThan(0);
  });

  it("is imported only lazily: no other chunk imports the editor's code statically", () => {
    const { scripts } = editorFiles();
    const importers = assets()
      .filter((f) => f.endsWith(".js") && !scripts.includes(f))
      .filter((f) => [...read(f).matchAll(STATIC_IMPORT)].some((m) => scripts.includes(m[1] ?? "")));
    expect(importers).toEqual([]);
  });

  describe.each(PUBLIC_PATHS)("on %s", (path) => {
    const load = measureFirstLoad(path);

    it("is not named by the page, fetched on first load, nor fetched on hydration", () => {
      const { all } = editorFiles();
      for (const file of all) expect(load.html, file).not.toContain(file);
      expect(load.js.filter((f) => all.includes(f))).toEqual([]);
      expect(load.hydrationJs.filter((f) => all.includes(f))).toEqual([]);
      for (const file of [...load.js, ...load.hydrationJs])
        expect(read(file.replace("/assets/", "")), file).not.toMatch(EDITOR_CODE);
    });
  });
});
