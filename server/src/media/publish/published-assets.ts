import { API_PATHS } from "@helixmap/common/api-paths";
import type { PublishedMediaAsset, PublishedMediaFile } from "@helixmap/common/media/published-media";
import type { StoredMediaFile } from "../../db/schema";
import type { MediaAssetRow } from "../asset-row";

/**
 * Where a rendering points: `site` at the generation's own content-hashed
 * files under /media/ (deploys), `staff` at the staff API (previews, which
 * only signed-in administrators see and which are never a generation).
 */
export type MediaAddresses = "site" | "staff";

/** The first 16 hex digits of the file's SHA-256: a new file is a new address, so it may be cached for ever. */
const HASH_DIGITS = 16;

function stemOf(filename: string): string {
  return filename.replace(/\.[^.]+$/, "");
}

function extensionOf(file: StoredMediaFile): string {
  return file.key.slice(file.key.lastIndexOf(".") + 1);
}

/**
 * The public path of one stored file: `/media/<hash>/<name>`, the name being
 * the asset's (a document keeps its file name for the download), with the
 * width for a variant (`lab-640w.avif`).
 */
export function publishedPath(row: MediaAssetRow, file: StoredMediaFile): string {
  const hash = file.sha256.slice(0, HASH_DIGITS);
  const stem = stemOf(row.filename);
  const width = /^w(\d+)\./.exec(file.name)?.[1];
  const name = width ? `${stem}-${width}w.${extensionOf(file)}` : `${stem}.${extensionOf(file)}`;
  return `/media/${hash}/${name}`;
}

/** An asset as a rendering uses it, with the files a generation must hold (none for staff addresses). */
export function publishedAsset(row: MediaAssetRow, addresses: MediaAddresses): PublishedMediaAsset {
  const urlOf = (file: StoredMediaFile) =>
    addresses === "site"
      ? publishedPath(row, file)
      : file.name === "file"
        ? API_PATHS.mediaFile(row.id)
        : API_PATHS.mediaVariant(row.id, file.name);
  // An image is shown through its fallback (no wider than the largest variant); a GIF and a PDF as they are.
  const main =
    row.files.find((f) => f.name === (row.kind === "image" ? "fallback" : "file")) ??
    row.files.find((f) => f.name === "file");
  const used = row.files.filter((f) => f === main || /^w\d+\.(avif|webp)$/.test(f.name));
  const sources = (["avif", "webp"] as const)
    .map((format) => ({
      type: `image/${format}`,
      srcset: used
        .filter((f) => f.name.endsWith(`.${format}`))
        .sort((a, b) => (a.width ?? 0) - (b.width ?? 0))
        .map((f) => `${urlOf(f)} ${f.width}w`)
        .join(", "),
    }))
    .filter((s) => s.srcset !== "");
  const files: PublishedMediaFile[] =
    addresses === "site" ? used.map((f) => ({ path: publishedPath(row, f), key: f.key, mimeType: f.mimeType })) : [];
  return {
    id: row.id,
    kind: row.kind,
    filename: row.filename,
    mimeType: row.mimeType,
    bytes: row.bytes,
    pages: row.pages,
    width: row.width,
    height: row.height,
    alt: row.decorative ? "" : row.alt,
    href: main ? urlOf(main) : API_PATHS.mediaFile(row.id),
    sources,
    files,
  };
}
