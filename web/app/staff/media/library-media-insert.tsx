import type { MediaAsset } from "@helixmap/common/media/media-api";
import { type ReactNode, useMemo, useRef, useState } from "react";
import { type MediaInsert, MediaInsertProvider, type MediaKind, type PickedMedia } from "../editor/media-insert";
import { MediaPicker } from "./media-picker";

/** What the editor inserts for an asset: its address, its name, and an image's alt text (empty when decorative). */
export function pickedFrom(asset: MediaAsset): PickedMedia {
  return { url: asset.url, filename: asset.filename, alt: asset.decorative ? "" : asset.alt };
}

/**
 * Gives the Markdown editors below it "Insert image" and "Insert document"
 * from the media library: each opens the library's picker and resolves with
 * the asset chosen, or null when the picker is closed.
 */
export function LibraryMediaInsert({ children }: { children: ReactNode }) {
  const [kind, setKind] = useState<MediaKind | null>(null);
  const settle = useRef<((picked: PickedMedia | null) => void) | null>(null);
  const value = useMemo<MediaInsert>(
    () => ({
      pick: (wanted) =>
        new Promise<PickedMedia | null>((resolve) => {
          settle.current?.(null);
          settle.current = resolve;
          setKind(wanted);
        }),
    }),
    [],
  );
  const finish = (picked: PickedMedia | null) => {
    setKind(null);
    settle.current?.(picked);
    settle.current = null;
  };
  return (
    <MediaInsertProvider value={value}>
      {children}
      {kind && <MediaPicker kind={kind} onPick={(asset) => finish(pickedFrom(asset))} onClose={() => finish(null)} />}
    </MediaInsertProvider>
  );
}
