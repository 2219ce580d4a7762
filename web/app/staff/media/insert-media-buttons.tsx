import type { MediaAsset, MediaKind } from "@helixmap/common/media/media-api";
import { FileText, Image } from "lucide-react";
import { type RefObject, useState } from "react";
import { Button } from "../../ui/button";
import { documentMarkdown, imageMarkdown, insertMarkdownAtCursor } from "./insert-markdown";
import { MediaPicker } from "./media-picker";

/** How an asset is written in Markdown: an image with its alt text (empty when decorative), a document by its name. */
export function markdownFor(asset: MediaAsset): string {
  return asset.kind === "image"
    ? imageMarkdown(asset.decorative ? "" : asset.alt, asset.url)
    : documentMarkdown(asset.filename, asset.url);
}

/**
 * Puts `snippet` at the textarea's cursor (over its selection) through
 * `setValue`, then puts the cursor after it once React has rendered the new text.
 */
export function insertIntoTextarea(
  textarea: HTMLTextAreaElement,
  snippet: string,
  setValue: (text: string) => void,
): void {
  const { text, cursor } = insertMarkdownAtCursor(
    textarea.value,
    { start: textarea.selectionStart, end: textarea.selectionEnd },
    snippet,
  );
  setValue(text);
  requestAnimationFrame(() => {
    textarea.focus();
    textarea.setSelectionRange(cursor, cursor);
  });
}

/** "Insert image" and "Insert document" above a Markdown text area: each opens the library's picker. */
export function InsertMediaButtons({
  textarea,
  setValue,
  fieldLabel,
}: {
  textarea: RefObject<HTMLTextAreaElement | null>;
  setValue: (text: string) => void;
  /** Names the text area in the buttons' accessible names, where a form has several. */
  fieldLabel: string;
}) {
  const [picking, setPicking] = useState<MediaKind | null>(null);
  const pick = (asset: MediaAsset) => {
    setPicking(null);
    if (textarea.current) insertIntoTextarea(textarea.current, markdownFor(asset), setValue);
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="ghost"
        className="px-2 py-1"
        onClick={() => setPicking("image")}
        aria-label={`Insert image into ${fieldLabel}`}
      >
        <Image aria-hidden="true" className="size-4" />
        Insert image
      </Button>
      <Button
        variant="ghost"
        className="px-2 py-1"
        onClick={() => setPicking("document")}
        aria-label={`Insert document into ${fieldLabel}`}
      >
        <FileText aria-hidden="true" className="size-4" />
        Insert document
      </Button>
      {picking && <MediaPicker kind={picking} onPick={pick} onClose={() => setPicking(null)} />}
    </div>
  );
}
