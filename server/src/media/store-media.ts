import type { MediaVisibility } from "@helixmap/common/media/media-api";
import type { Database } from "../db/client";
import type { MediaAssetRow } from "./asset-row";
import type { MediaStorage } from "./media-storage";

/** What storing needs: the database and the file storage (Services.media). */
export interface MediaLibrary {
  db: Database;
  storage: MediaStorage;
  /** MEDIA_MAX_BYTES. */
  maxBytes: number;
}

/** Who stores: recorded in the audit entry; `userId` null for the server itself (seeding). */
export interface MediaActor {
  userId: string | null;
  ip: string | null;
}

export interface StoreBytesInput {
  /** The name as given; it is sanitised (letters, digits, dot, dash, underscore) before it is kept. */
  filename: string;
  bytes: Uint8Array;
  alt?: string;
  visibility: MediaVisibility;
  actor: MediaActor;
}

export interface StoredAsset {
  asset: MediaAssetRow;
  /** False when the same bytes were already stored: the existing asset is returned unchanged. */
  created: boolean;
}

/**
 * Stores an image or PDF given as bytes, as an upload does: recognises the
 * kind from the bytes, strips image metadata, makes the variants (images) or
 * reads page count, text and a first-page thumbnail (PDFs), writes the files
 * to the media storage and the asset row with its `media_uploaded` audit entry
 * in one transaction. The same bytes twice give the existing asset
 * (`created: false`). Refuses with an ApiProblem naming the file: 413
 * MEDIA_TOO_LARGE, 415 MEDIA_UNSUPPORTED_TYPE, 400 MEDIA_UNREADABLE.
 *
 * Seeding calls it with `actor: { userId: null, ip: null }`.
 */
export type StoreBytes = (library: MediaLibrary, input: StoreBytesInput) => Promise<StoredAsset>;
