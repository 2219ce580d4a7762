import { API_PATHS } from "@helixmap/common/api-paths";
import type { MediaAsset } from "@helixmap/common/media/media-api";
import type { MediaAssetRow } from "./asset-row";

/** An asset as every media route answers it (the row minus its text, files and creator). */
export function toMediaAsset(row: MediaAssetRow): MediaAsset {
  return {
    id: row.id,
    filename: row.filename,
    kind: row.kind,
    mimeType: row.mimeType,
    bytes: row.bytes,
    sha256: row.sha256,
    width: row.width,
    height: row.height,
    pages: row.pages,
    alt: row.alt,
    caption: row.caption,
    focalPoint: row.focalPoint,
    decorative: row.decorative,
    visibility: row.visibility,
    url: API_PATHS.mediaFile(row.id),
    thumbnailUrl: API_PATHS.mediaThumbnail(row.id),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
