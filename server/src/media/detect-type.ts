import { MEDIA_ACCEPTED_TYPES, type MediaKind, type MediaMimeType } from "@helixmap/common/media/media-api";
import { fileTypeFromBuffer } from "file-type";
import { mediaProblems } from "./media-problems";

export interface DetectedType {
  mimeType: MediaMimeType;
  kind: MediaKind;
  /** The extension stored names get: `jpg`, `png`, `webp`, `avif`, `gif`, `pdf`. */
  extension: string;
}

function isAccepted(mime: string): mime is MediaMimeType {
  return Object.hasOwn(MEDIA_ACCEPTED_TYPES, mime);
}

/**
 * What the bytes are, from their signature (never the name or the declared
 * type). SVG has no signature and is text: it is refused like anything else
 * not in MEDIA_ACCEPTED_TYPES (script in an SVG would run on our origin).
 */
export async function detectType(bytes: Uint8Array, filename: string): Promise<DetectedType> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !isAccepted(found.mime)) throw mediaProblems.unsupported(filename, found?.ext.toUpperCase());
  return { mimeType: found.mime, kind: MEDIA_ACCEPTED_TYPES[found.mime], extension: found.ext };
}
