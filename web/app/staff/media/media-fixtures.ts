import type { MediaAsset } from "@helixmap/common/media/media-api";

/** An asset as the API answers it, for component tests. */
export function mediaAsset(overrides: Partial<MediaAsset> = {}): MediaAsset {
  const id = overrides.id ?? "11111111-1111-4111-8111-111111111111";
  return {
    id,
    filename: "lab-bench.png",
    kind: "image",
    mimeType: "image/png",
    bytes: 84_000,
    sha256: "a".repeat(64),
    width: 1200,
    height: 800,
    pages: null,
    alt: "",
    caption: "",
    focalPoint: null,
    decorative: false,
    visibility: "public",
    url: `/api/media/${id}/file`,
    thumbnailUrl: `/api/media/${id}/thumbnail`,
    createdAt: "2026-03-01T08:00:00.000Z",
    updatedAt: "2026-03-01T08:00:00.000Z",
    ...overrides,
  };
}

export const PDF_ASSET = mediaAsset({
  id: "22222222-2222-4222-8222-222222222222",
  filename: "annual-report.pdf",
  kind: "document",
  mimeType: "application/pdf",
  bytes: 1_200_000,
  width: null,
  height: null,
  pages: 12,
  url: "/api/media/22222222-2222-4222-8222-222222222222/file",
  thumbnailUrl: "/api/media/22222222-2222-4222-8222-222222222222/thumbnail",
});
