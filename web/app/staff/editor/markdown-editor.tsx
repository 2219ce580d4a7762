import { isAllowedMarkdownLink } from "@helixmap/common/markdown-links";
import { Extension } from "@tiptap/core";
import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useId, useRef, useState } from "react";
import { inputClass } from "../ui/form-field";
import { editorExtensions, markdownOf } from "./editor-extensions";
import { EditorToolbar } from "./editor-toolbar";
import type { MarkdownFieldProps } from "./markdown-field";
import { type MediaKind, mediaMarkdown, useMediaInsert } from "./media-insert";
import { cleanPastedHtml } from "./paste-cleaning";
import "./markdown-editor.css";

/** Ctrl/Cmd+K opens the link box and Ctrl/Cmd+Alt+T inserts a table; TipTap binds the other shortcuts. */
const EditorShortcuts = Extension.create<{ onLink: () => void }>({
  name: "editorShortcuts",
  addOptions: () => ({ onLink: () => {} }),
  addKeyboardShortcuts() {
    return {
      "Mod-k": () => {
        this.options.onLink();
        return true;
      },
      "Mod-Alt-t": () => this.editor.commands.insertTable({ rows: 3, cols: 2, withHeaderRow: true }),
    };
  },
});

/**
 * A WYSIWYG editor that stores Markdown (TipTap, docs/decisions/013-markdown-editor.md). Every change is
 * handed up as Markdown; the source view edits that Markdown directly in a textarea with the same id, so
 * the field's label, hint, error and the error summary's links keep pointing at whatever is shown.
 */
export default function MarkdownEditor({
  id,
  label,
  value,
  onChange,
  readOnly = false,
  invalid = false,
  describedBy,
  rows = 10,
}: MarkdownFieldProps) {
  const [source, setSource] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState("");
  const [linkError, setLinkError] = useState<string | null>(null);
  const linkInputId = useId();
  const media = useMediaInsert();
  // The Markdown this editor last handed up, to tell its own changes from a new value (a restore, a reset).
  const emitted = useRef(value);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const openLink = useRef(() => {});

  const attributes = {
    id,
    role: "textbox",
    "aria-multiline": "true",
    "aria-label": label,
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(invalid ? { "aria-invalid": "true" } : {}),
    class: "markdown-body markdown-editor-content",
    style: `min-height: ${rows * 1.5}rem`,
  };

  // Created once (no dependencies): without them TipTap compares its options on every render and
  // re-applies them when any differs, which a new value on every keystroke always does. Attributes,
  // editability and outside changes of the value are applied by the effects below; onUpdate is read afresh.
  const editor = useEditor(
    {
      extensions: [...editorExtensions(), EditorShortcuts.configure({ onLink: () => openLink.current() })],
      content: value,
      editable: !readOnly,
      editorProps: { attributes, transformPastedHTML: cleanPastedHtml },
      onUpdate: ({ editor: e }) => {
        const markdown = markdownOf(e);
        emitted.current = markdown;
        onChange(markdown);
      },
    },
    [],
  );

  const attributesKey = JSON.stringify(attributes);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attributesKey stands for the attributes it was made from
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes, transformPastedHTML: cleanPastedHtml } });
  }, [editor, attributesKey]);

  // Without emitting an update: becoming read-only changes no text.
  useEffect(() => editor.setEditable(!readOnly, false), [editor, readOnly]);

  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  openLink.current = () => {
    if (readOnly) return;
    setLinkUrl((editor.getAttributes("link").href as string | undefined) ?? "");
    setLinkError(null);
    setLinkOpen(true);
  };

  const applyLink = () => {
    const url = linkUrl.trim();
    if (url === "") {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
    } else if (!isAllowedMarkdownLink(url)) {
      setLinkError("Enter a path on this site (/about, #contact), an https:// address or a mailto: address.");
      return;
    } else if (editor.state.selection.empty && !editor.isActive("link")) {
      editor
        .chain()
        .focus()
        .insertContent({ type: "text", text: url, marks: [{ type: "link", attrs: { href: url } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange("link").setLink({ href: url }).run();
    }
    setLinkOpen(false);
  };

  const toggleSource = () => {
    if (source) editor.commands.setContent(value, { emitUpdate: false });
    emitted.current = value;
    setSource(!source);
  };

  const insertMedia = async (kind: MediaKind) => {
    const picked = await media?.pick(kind);
    if (!picked) return;
    if (source) {
      const area = textarea.current;
      const at = area?.selectionStart ?? value.length;
      onChange(`${value.slice(0, at)}${mediaMarkdown(kind, picked)}${value.slice(area?.selectionEnd ?? at)}`);
      return;
    }
    const chain = editor.chain().focus();
    if (kind === "image") chain.setImage({ src: picked.url, alt: picked.alt ?? "" }).run();
    else
      chain
        .insertContent({ type: "text", text: picked.filename, marks: [{ type: "link", attrs: { href: picked.url } }] })
        .run();
  };

  return (
    <div
      className="markdown-editor overflow-hidden rounded-md border border-slate-300 bg-white shadow-sm focus-within:border-accent-600 focus-within:ring-2 focus-within:ring-accent-600 has-[[aria-invalid=true]]:border-red-600"
      data-mode={source ? "source" : "rich"}
    >
      <EditorToolbar
        editor={editor}
        fieldLabel={label}
        source={source}
        readOnly={readOnly}
        onToggleSource={toggleSource}
        onLink={() => openLink.current()}
        onInsertMedia={media ? (kind) => void insertMedia(kind) : null}
      />
      {linkOpen && (
        <div className="flex flex-wrap items-end gap-2 border-b border-slate-200 bg-slate-50 p-2">
          <div className="min-w-60 flex-1 space-y-1">
            <label htmlFor={linkInputId} className="block text-xs font-medium text-slate-700">
              Link address
            </label>
            <input
              id={linkInputId}
              type="text"
              // biome-ignore lint/a11y/noAutofocus: the box opens on the person's request, to type the address at once
              autoFocus
              className={inputClass}
              value={linkUrl}
              aria-invalid={linkError ? true : undefined}
              aria-describedby={linkError ? `${linkInputId}-error` : undefined}
              onChange={(e) => setLinkUrl(e.target.value)}
              onKeyDown={(e) => {
                // Enter applies the link; it must not submit the surrounding form.
                if (e.key === "Enter") {
                  e.preventDefault();
                  applyLink();
                } else if (e.key === "Escape") {
                  e.preventDefault();
                  setLinkOpen(false);
                  editor.commands.focus();
                }
              }}
            />
            {linkError && (
              <p id={`${linkInputId}-error`} className="text-sm text-red-700">
                {linkError}
              </p>
            )}
          </div>
          <button type="button" className="rounded px-3 py-2 text-sm font-semibold text-accent-800" onClick={applyLink}>
            Apply link
          </button>
          <button
            type="button"
            className="rounded px-3 py-2 text-sm text-slate-700"
            onClick={() => {
              setLinkOpen(false);
              editor.commands.focus();
            }}
          >
            Cancel
          </button>
        </div>
      )}
      {source ? (
        <textarea
          ref={textarea}
          id={id}
          rows={rows}
          aria-label={`${label} (Markdown source)`}
          aria-describedby={describedBy}
          aria-invalid={invalid ? true : undefined}
          readOnly={readOnly}
          className="markdown-editor-source block w-full border-0 px-3 py-2 font-mono text-sm text-slate-900"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <EditorContent editor={editor} />
      )}
    </div>
  );
}
