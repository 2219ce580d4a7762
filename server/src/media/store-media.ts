import type { MediaVisibility } from "@helixmap/common/media/media-api";
import { eq } from "drizzle-orm";
import { writeAudit } from "../audit/write-audit";
import type { Database } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { mediaAssets } from "../db/schema";
import type { MediaAssetRow } from "./asset-row";
import { mediaProblems } from "./media-problems";
import type { MediaStorage } from "./media-storage";
import { prepareUpload } from "./prepare-upload";
import { putFiles, sha256Of } from "./put-files";

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
export async function storeBytes(library: MediaLibrary, input: StoreBytesInput): Promise<StoredAsset> {
  if (input.bytes.byteLength > library.maxBytes) throw mediaProblems.tooLarge(input.filename, library.maxBytes);
  const sha256 = sha256Of(input.bytes);
  const known = await assetWithHash(library.db, sha256);
  if (known) return { asset: known, created: false };
  const prepared = await prepareUpload(input.bytes, input.filename);
  const files = await putFiles(library.storage, prepared.files);
  const stored = files.find((f) => f.name === "file");
  try {
    const asset = await library.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(mediaAssets)
        .values({
          filename: prepared.filename,
          kind: prepared.kind,
          mimeType: prepared.mimeType,
          bytes: stored?.bytes ?? input.bytes.byteLength,
          sha256,
          width: prepared.width,
          height: prepared.height,
          pages: prepared.pages,
          alt: input.alt ?? "",
          visibility: input.visibility,
          text: prepared.text,
          files,
          createdBy: input.actor.userId,
        })
        .returning();
      await writeAudit(tx, {
        userId: input.actor.userId,
        action: "media_uploaded",
        resourceType: "media_asset",
        resourceId: row!.id,
        newValues: auditedValues(row!),
        ip: input.actor.ip,
      });
      return row!;
    });
    return { asset, created: true };
  } catch (err) {
    // The same bytes uploaded twice at once: the other upload's asset is this one.
    const winner = isUniqueViolation(err) ? await assetWithHash(library.db, sha256) : undefined;
    if (winner) return { asset: winner, created: false };
    throw err;
  }
}

async function assetWithHash(db: Database, sha256: string): Promise<MediaAssetRow | undefined> {
  const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.sha256, sha256));
  return row;
}

/** What an audit entry records of an asset: its description, never its text or files. */
export function auditedValues(row: MediaAssetRow) {
  return {
    filename: row.filename,
    kind: row.kind,
    mimeType: row.mimeType,
    bytes: row.bytes,
    sha256: row.sha256,
    alt: row.alt,
    caption: row.caption,
    focalPoint: row.focalPoint,
    decorative: row.decorative,
    visibility: row.visibility,
  };
}
