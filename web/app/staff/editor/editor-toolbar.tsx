import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import {
  Bold,
  Code,
  FileText,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Table,
} from "lucide-react";
import type { MediaKind } from "./media-insert";
import { SHORTCUTS } from "./shortcuts";

function ToolButton({
  label,
  shortcut,
  icon: Icon,
  pressed,
  disabled,
  onClick,
}: {
  label: string;
  shortcut?: string;
  icon?: LucideIcon;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      aria-keyshortcuts={shortcut}
      title={shortcut ? `${label} (${shortcut})` : label}
      disabled={disabled}
      // Keep the editor's selection: a click on the toolbar must not take the focus first.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className="inline-flex h-8 min-w-8 items-center justify-center gap-1 rounded px-1.5 text-sm text-slate-700 hover:bg-slate-200 disabled:cursor-not-allowed disabled:text-slate-400 aria-pressed:bg-accent-100 aria-pressed:text-accent-900"
    >
      {Icon ? <Icon aria-hidden="true" className="size-4" /> : label}
    </button>
  );
}

const Separator = () => <span aria-hidden="true" className="mx-1 h-5 w-px bg-slate-300" />;

/**
 * The formatting buttons of one editor. In the source view only the switch back (and media insertion,
 * which writes the Markdown at the cursor) stays usable.
 */
export function EditorToolbar({
  editor,
  fieldLabel,
  source,
  readOnly,
  onToggleSource,
  onLink,
  onInsertMedia,
}: {
  editor: Editor;
  fieldLabel: string;
  source: boolean;
  readOnly: boolean;
  onToggleSource: () => void;
  onLink: () => void;
  onInsertMedia: ((kind: MediaKind) => void) | null;
}) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      blockquote: e.isActive("blockquote"),
      link: e.isActive("link"),
      table: e.isActive("table"),
    }),
  });
  const off = source || readOnly;
  const chain = () => editor.chain().focus();
  return (
    <div
      role="toolbar"
      aria-label={`Formatting of ${fieldLabel}`}
      className="flex flex-wrap items-center gap-0.5 border-b border-slate-300 bg-slate-50 px-1 py-1"
    >
      <ToolButton
        label="Heading"
        shortcut={SHORTCUTS.heading2}
        icon={Heading2}
        pressed={!source && active.h2}
        disabled={off}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <ToolButton
        label="Subheading"
        shortcut={SHORTCUTS.heading3}
        icon={Heading3}
        pressed={!source && active.h3}
        disabled={off}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <Separator />
      <ToolButton
        label="Bold"
        shortcut={SHORTCUTS.bold}
        icon={Bold}
        pressed={!source && active.bold}
        disabled={off}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        label="Italic"
        shortcut={SHORTCUTS.italic}
        icon={Italic}
        pressed={!source && active.italic}
        disabled={off}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        label="Link"
        shortcut={SHORTCUTS.link}
        icon={Link}
        pressed={!source && active.link}
        disabled={off}
        onClick={onLink}
      />
      <Separator />
      <ToolButton
        label="Bulleted list"
        shortcut={SHORTCUTS.bulletList}
        icon={List}
        pressed={!source && active.bulletList}
        disabled={off}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        label="Numbered list"
        shortcut={SHORTCUTS.orderedList}
        icon={ListOrdered}
        pressed={!source && active.orderedList}
        disabled={off}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolButton
        label="Quote"
        shortcut={SHORTCUTS.blockquote}
        icon={Quote}
        pressed={!source && active.blockquote}
        disabled={off}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <ToolButton
        label="Table"
        shortcut={SHORTCUTS.table}
        icon={Table}
        pressed={!source && active.table}
        disabled={off || active.table}
        onClick={() => chain().insertTable({ rows: 3, cols: 2, withHeaderRow: true }).run()}
      />
      {!source && active.table && !readOnly && (
        <>
          <ToolButton label="Add row" onClick={() => chain().addRowAfter().run()} />
          <ToolButton label="Add column" onClick={() => chain().addColumnAfter().run()} />
          <ToolButton label="Delete row" onClick={() => chain().deleteRow().run()} />
          <ToolButton label="Delete column" onClick={() => chain().deleteColumn().run()} />
          <ToolButton label="Delete table" onClick={() => chain().deleteTable().run()} />
        </>
      )}
      {onInsertMedia && (
        <>
          <Separator />
          <ToolButton
            label="Insert image"
            icon={ImagePlus}
            disabled={readOnly}
            onClick={() => onInsertMedia("image")}
          />
          <ToolButton
            label="Insert document"
            icon={FileText}
            disabled={readOnly}
            onClick={() => onInsertMedia("document")}
          />
        </>
      )}
      <span className="ml-auto" />
      <ToolButton label="Markdown source" icon={Code} pressed={source} onClick={onToggleSource} />
    </div>
  );
}
