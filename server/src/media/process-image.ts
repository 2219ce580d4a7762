import { MEDIA_IMAGE_WIDTHS, MEDIA_THUMBNAIL_WIDTH } from "@helixmap/common/media/media-api";
import sharp, { type Sharp } from "sharp";
import type { DetectedType } from "./detect-type";
import { mediaProblems } from "./media-problems";

/**
 * The most pixels an uploaded image may decode to (a frame; for a GIF, all
 * frames together): 100 megapixels, a 12 000 × 8 000 photo. A small file that
 * claims more (a decompression bomb) is refused before it is decoded.
 */
export const MEDIA_MAX_PIXELS = 100_000_000;

/** One file made from an upload, before it is stored. */
export interface MadeFile {
  name: string;
  bytes: Uint8Array;
  mimeType: string;
  extension: string;
  width: number | null;
}

export interface ProcessedImage {
  width: number;
  height: number;
  files: MadeFile[];
}

/** AVIF at effort 2 takes a fraction of the default's time for files a few percent larger. */
const AVIF = { quality: 55, effort: 2 } as const;
const WEBP = { quality: 78, effort: 4 } as const;

function open(bytes: Uint8Array, animated = false): Sharp {
  // failOn "error": a truncated or corrupt file is refused, not rendered half grey.
  return sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: "error", animated });
}

/** The widths variants are made at: the fixed ones up to the original's, or the original's alone when smaller. */
export function variantWidths(width: number): number[] {
  const widths = MEDIA_IMAGE_WIDTHS.filter((w) => w <= width);
  return widths.length > 0 ? widths : [width];
}

/**
 * Strips every piece of metadata (EXIF, GPS, XMP, ICC beyond sRGB) by
 * re-encoding with the orientation applied, and makes the AVIF and WebP
 * variants, a JPEG (or PNG, with transparency) fallback no wider than the
 * largest variant, and a WebP thumbnail. An animated GIF keeps its frames in
 * its own format and gets no variants (they would be still).
 */
export async function processImage(bytes: Uint8Array, type: DetectedType, filename: string): Promise<ProcessedImage> {
  try {
    const meta = await open(bytes, true).metadata();
    const frames = meta.pages ?? 1;
    if (!meta.width || !meta.height) throw new Error("it has no size");
    if (meta.width * (meta.pageHeight ?? meta.height) * frames > MEDIA_MAX_PIXELS) {
      throw new Error(`it has more than ${MEDIA_MAX_PIXELS / 1_000_000} megapixels`);
    }
    const animated = type.mimeType === "image/gif" && frames > 1;
    const upright = open(bytes, animated).autoOrient();
    const reencoded = await encodeAs(upright, type.extension).toBuffer({ resolveWithObject: true });
    const width = reencoded.info.width;
    const height = animated ? (meta.pageHeight ?? reencoded.info.height) : reencoded.info.height;
    const files: MadeFile[] = [
      { name: "file", bytes: reencoded.data, mimeType: type.mimeType, extension: type.extension, width },
    ];
    // Every variant starts from the re-encoded file: already upright and without metadata.
    const base = reencoded.data;
    files.push(await made("thumbnail", open(base).resize({ width: Math.min(width, MEDIA_THUMBNAIL_WIDTH) }), "webp"));
    if (!animated) {
      const widths = variantWidths(width);
      for (const w of widths) {
        files.push(await made(`w${w}.avif`, open(base).resize({ width: w }), "avif"));
        files.push(await made(`w${w}.webp`, open(base).resize({ width: w }), "webp"));
      }
      const fallbackWidth = widths.at(-1) ?? width;
      files.push(await made("fallback", open(base).resize({ width: fallbackWidth }), meta.hasAlpha ? "png" : "jpg"));
    }
    return { width, height, files };
  } catch (err) {
    throw mediaProblems.unreadable(filename, imageFailure(err));
  }
}

/** The stored file in its own format (quality kept high: variants are made from it). */
function encodeAs(image: Sharp, extension: string): Sharp {
  switch (extension) {
    case "jpg":
      return image.jpeg({ quality: 90, mozjpeg: true });
    case "png":
      return image.png({ compressionLevel: 9 });
    case "webp":
      return image.webp({ quality: 90 });
    case "avif":
      return image.avif(AVIF);
    case "gif":
      return image.gif();
    default:
      throw new Error(`no encoder for .${extension}`);
  }
}

/** How each made file is encoded, and its type. */
const MADE = {
  avif: { encode: (image: Sharp) => image.avif(AVIF), mimeType: "image/avif" },
  webp: { encode: (image: Sharp) => image.webp(WEBP), mimeType: "image/webp" },
  jpg: { encode: (image: Sharp) => image.jpeg({ quality: 82, mozjpeg: true }), mimeType: "image/jpeg" },
  png: { encode: (image: Sharp) => image.png({ compressionLevel: 9 }), mimeType: "image/png" },
} as const;

async function made(name: string, image: Sharp, extension: keyof typeof MADE): Promise<MadeFile> {
  const { data, info } = await MADE[extension].encode(image).toBuffer({ resolveWithObject: true });
  return { name, bytes: data, mimeType: MADE[extension].mimeType, extension, width: info.width };
}

/** Why sharp refused, in words for the person uploading (libvips' text names internals). */
function imageFailure(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  if (/pixel limit|megapixels/i.test(message)) {
    return `it would decode to more than ${MEDIA_MAX_PIXELS / 1_000_000} megapixels`;
  }
  if (message.startsWith("it ")) return message;
  return "the image data is broken or incomplete";
}
