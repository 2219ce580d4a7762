import type { MediaAsset, MediaKind } from "@helixmap/common/media/media-api";
import { useCallback } from "react";
import { createPortal } from "react-dom";
import { Modal } from "../../ui/modal";
import { MediaBrowser } from "./media-browser";
import { uploadMedia, useRefreshAfterUpload } from "./upload-media";
import { type UploadOne, useUploadQueue } from "./upload-queue";
import { UploadList, UploadZone } from "./upload-zone";

const KIND_NOUNS: Record<MediaKind, string> = { image: "an image", document: "a document" };

const ACCEPT: Record<MediaKind, string> = {
  image: "image/jpeg,image/png,image/webp,image/avif,image/gif",
  document: "application/pdf",
};

/**
 * A dialog to choose one file from the library for a field or an editor:
 * search, (for a `kind`) only that kind, and upload in place, where a file
 * that lands is picked at once. Knows nothing of the field it fills.
 */
export function MediaPicker({
  kind,
  onPick,
  onClose,
  title,
}: {
  /** Only images or only documents; absent, any file. */
  kind?: MediaKind;
  onPick: (asset: MediaAsset) => void;
  onClose: () => void;
  title?: string;
}) {
  const refresh = useRefreshAfterUpload();
  // A file of the other kind still joins the library, but cannot fill this field.
  const upload = useCallback<UploadOne<MediaAsset>>(
    async (file, onProgress) => {
      const asset = await uploadMedia(file, onProgress);
      refresh();
      if (kind && asset.kind !== kind) {
        throw new Error(`it is ${KIND_NOUNS[asset.kind]}; it joined the library, but this needs ${KIND_NOUNS[kind]}.`);
      }
      return asset;
    },
    [kind, refresh],
  );
  const queue = useUploadQueue(upload, (asset) => onPick(asset));
  // Portalled, and submits stopped at its edge: the picker opens inside other forms (a page's, an item's),
  // and its search must neither nest a form in theirs nor submit them.
  return createPortal(
    <div onSubmit={(event) => event.stopPropagation()}>
      <Modal
        open
        onClose={onClose}
        title={
          title ?? (kind === "image" ? "Choose an image" : kind === "document" ? "Choose a document" : "Choose a file")
        }
        className="max-w-4xl"
        closeLabel="Close"
      >
        <div className="space-y-4">
          <UploadZone
            multiple={false}
            onFiles={(files) => queue.add(files.slice(0, 1))}
            accept={kind ? ACCEPT[kind] : undefined}
            label="Drop a new file here"
          />
          <UploadList entries={queue.entries} onDismiss={queue.dismiss} />
          <MediaBrowser
            kind={kind}
            actionLabel="Choose"
            onSelect={onPick}
            empty={kind === "document" ? "No documents in the library yet." : "No images in the library yet."}
          />
        </div>
      </Modal>
    </div>,
    document.body,
  );
}
