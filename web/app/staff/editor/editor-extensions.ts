import { isAllowedMarkdownLink } from "@helixmap/common/markdown-links";
import { Extension, type Extensions } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import Text from "@tiptap/extension-text";
import StarterKit from "@tiptap/starter-kit";
import { Markdown } from "tiptap-markdown";

/**
 * The editor reads Markdown with the syntax the site's renderer knows (common/src/markdown.ts): CommonMark
 * plus pipe tables, raw HTML as text. Strikethrough, linkify and other markdown-it defaults are off, so
 * "~~x~~" stays those characters, as it does on the site, instead of silently losing its tildes.
 */
/** The part of markdown-it's API the set-up below calls (tiptap-markdown brings its own markdown-it). */
interface MarkdownItSetup {
  configure(preset: "commonmark"): MarkdownItSetup;
  enable(rule: string): MarkdownItSetup;
  set(options: { html: boolean; linkify: boolean; typographer: boolean }): MarkdownItSetup;
}

const SiteMarkdownSyntax = Extension.create({
  name: "siteMarkdownSyntax",
  addStorage() {
    return {
      markdown: {
        parse: {
          setup(md: MarkdownItSetup) {
            md.configure("commonmark").enable("table").set({ html: false, linkify: false, typographer: false });
          },
        },
      },
    };
  },
});

/** The part of prosemirror-markdown's serializer state text is written with. */
interface SerializerState {
  write(content?: string): void;
  esc(text: string, startOfLine?: boolean): string;
  atBlockStart?: boolean;
}

/**
 * With raw HTML off, "<" and "&" need escaping only where Markdown would read an autolink ("<https://…>")
 * or an entity ("&amp;"); tiptap-markdown's default writes every "<" as "&lt;", which turns "p < 0.05" into
 * "p &lt; 0.05" in the stored text. Both render the same; this keeps the source readable.
 */
const SiteText = Text.extend({
  addStorage() {
    return {
      markdown: {
        serialize(state: SerializerState, node: { text?: string }) {
          const lines = (node.text ?? "").split("\n");
          lines.forEach((line, i) => {
            const escaped = state.esc(line, state.atBlockStart).replace(/<(?=[A-Za-z])/g, "\\<");
            state.write(escaped.replace(/&(?=#?\w+;)/g, "\\&"));
            if (i < lines.length - 1) state.write("\n");
          });
        },
      },
    };
  },
});

/** A cell holds one paragraph of inline text: all a pipe table's cell can say. */
const oneParagraph = { content: "paragraph" };

/**
 * What the editor can hold is what the site's Markdown can say: no underline or strikethrough (CommonMark
 * has neither), links only where the site would link, tables with a header row and one line per cell.
 */
export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({
      text: false,
      strike: false,
      underline: false,
      link: {
        openOnClick: false,
        autolink: false,
        isAllowedUri: (url) => isAllowedMarkdownLink(url),
      },
    }),
    SiteText,
    Image.configure({ inline: true }),
    Table.configure({ resizable: false }),
    TableRow,
    TableHeader.extend(oneParagraph),
    TableCell.extend(oneParagraph),
    SiteMarkdownSyntax,
    Markdown.configure({
      html: false,
      tightLists: true,
      bulletListMarker: "-",
      linkify: false,
      breaks: false,
      // Markdown pasted as plain text is read as Markdown; copied text is Markdown too.
      transformPastedText: true,
      transformCopiedText: true,
    }),
  ];
}

/** The editor's document as Markdown, as stored (without the line end a closing table leaves). */
export function markdownOf(editor: { storage: unknown }): string {
  return (editor.storage as { markdown: { getMarkdown: () => string } }).markdown.getMarkdown().replace(/\n+$/, "");
}
