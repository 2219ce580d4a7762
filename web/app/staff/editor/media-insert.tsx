import { createContext, type ReactNode, useContext } from "react";

export type MediaKind = "image" | "document";

/** What a picker hands back: the file's address on this site, its name, and for an image its alternative text. */
export interface PickedMedia {
  url: string;
  alt?: string;
  filename: string;
}

/** Opens a picker for one kind of file; resolves null when the person closes it without choosing. */
export interface MediaInsert {
  pick: (kind: MediaKind) => Promise<PickedMedia | null>;
}

const MediaInsertContext = createContext<MediaInsert | null>(null);

/**
 * Gives every Markdown editor below it "Insert image" and "Insert document" buttons that call `pick`.
 * Without a provider the buttons are not shown: there is nothing to pick from.
 */
export function MediaInsertProvider({ value, children }: { value: MediaInsert; children: ReactNode }) {
  return <MediaInsertContext.Provider value={value}>{children}</MediaInsertContext.Provider>;
}

export function useMediaInsert(): MediaInsert | null {
  return useContext(MediaInsertContext);
}

const escapeText = (text: string) => text.replace(/([\\[\]])/g, "\\$1");
const escapeUrl = (url: string) => url.replace(/[()\s<>]/g, encodeURIComponent);

/** The Markdown a picked file becomes: `![alt](url)` for an image, `[filename](url)` for a document. */
export function mediaMarkdown(kind: MediaKind, media: PickedMedia): string {
  const url = escapeUrl(media.url);
  return kind === "image" ? `![${escapeText(media.alt ?? "")}](${url})` : `[${escapeText(media.filename)}](${url})`;
}
