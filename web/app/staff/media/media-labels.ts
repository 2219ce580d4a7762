import type { MediaAsset, MediaKind } from "@helixmap/common/media/media-api";

export const MEDIA_KIND_LABELS: Record<MediaKind, string> = { image: "Image", document: "Document" };

const UNITS = ["bytes", "KB", "MB", "GB"] as const;

/** "812 bytes", "1.4 MB": decimal units, as file managers show them. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(value < 10 ? 1 : 0)} ${UNITS[unit]}`;
}

/** One line of facts: "PNG image, 1200 × 800, 84 KB" or "PDF document, 12 pages, 1.2 MB". */
export function describeAsset(asset: MediaAsset): string {
  const type = asset.mimeType.split("/")[1]?.toUpperCase() ?? asset.mimeType;
  const shape =
    asset.kind === "image"
      ? asset.width && asset.height
        ? `${asset.width} × ${asset.height}`
        : null
      : asset.pages !== null
        ? `${asset.pages} ${asset.pages === 1 ? "page" : "pages"}`
        : null;
  return [`${type} ${MEDIA_KIND_LABELS[asset.kind].toLowerCase()}`, shape, formatBytes(asset.bytes)]
    .filter(Boolean)
    .join(", ");
}

/** What a screen reader hears for a thumbnail: the alt text, else that there is none. */
export function altOrMissing(asset: MediaAsset): string {
  if (asset.decorative) return "Decorative";
  return asset.alt || "No alt text yet";
}
