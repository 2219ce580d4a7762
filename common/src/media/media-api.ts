/**
 * The media library's API contract (issue 24): the asset as the staff API
 * answers it, the list and detail answers, and the bodies the server checks.
 * The server validates with these schemas; the staff web app reads the types.
 */
import { z } from "zod";
import { listCursor, pageLimit, searchText } from "../api";
import { LIST_PAGE_SIZE_DEFAULT } from "../constants";

export const MEDIA_KINDS = ["image", "document"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** Who may see an asset: public assets may enter a published site; partner and admin ones never do. */
export const MEDIA_VISIBILITIES = ["public", "partner", "admin"] as const;
export type MediaVisibility = (typeof MEDIA_VISIBILITIES)[number];

/** What the library accepts, recognised from the bytes (never the name or the declared type). */
export const MEDIA_ACCEPTED_TYPES = {
  "image/jpeg": "image",
  "image/png": "image",
  "image/webp": "image",
  "image/avif": "image",
  "image/gif": "image",
  "application/pdf": "document",
} as const satisfies Record<string, MediaKind>;
export type MediaMimeType = keyof typeof MEDIA_ACCEPTED_TYPES;

/** `MEDIA_MAX_BYTES` when unset: 25 MB. */
export const MEDIA_MAX_BYTES_DEFAULT = 25 * 1024 * 1024;

/** The widths (CSS pixels) an image's AVIF and WebP variants are made at; none wider than the original. */
export const MEDIA_IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** The width of the thumbnail the staff area shows (an image's, or a PDF's first page). */
export const MEDIA_THUMBNAIL_WIDTH = 320;

export const MEDIA_ALT_MAX = 1000;
export const MEDIA_CAPTION_MAX = 2000;
export const MEDIA_FILENAME_MAX = 200;

/** Where in the image the subject is, from the top-left corner: 0 to 1 across and down. */
export const focalPointSchema = z.strictObject({
  x: z.number().min(0, "Between 0 and 1").max(1, "Between 0 and 1"),
  y: z.number().min(0, "Between 0 and 1").max(1, "Between 0 and 1"),
});
export type FocalPoint = z.infer<typeof focalPointSchema>;

/** One asset, as every media route answers it. */
export const mediaAssetSchema = z.object({
  id: z.string().uuid(),
  /** The sanitised name: letters, digits, dot, dash and underscore only. */
  filename: z.string(),
  kind: z.enum(MEDIA_KINDS),
  mimeType: z.string(),
  /** Size of the stored file (after metadata is stripped from images). */
  bytes: z.number().int(),
  /** SHA-256 (hex) of the bytes as uploaded: the same bytes twice give the same asset. */
  sha256: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** A PDF's page count; null for images. */
  pages: z.number().int().nullable(),
  alt: z.string(),
  caption: z.string(),
  focalPoint: focalPointSchema.nullable(),
  /** A decorative image may be published without alt text (it renders with `alt=""`). */
  decorative: z.boolean(),
  visibility: z.enum(MEDIA_VISIBILITIES),
  /**
   * The asset's address in the staff API (`/api/media/<id>/file`). Markdown and
   * image/document fields refer to the asset by this address; a deploy
   * rewrites it to the published, content-hashed `/media/...` address.
   */
  url: z.string(),
  /** A small WebP for the staff area: the image itself, or a PDF's first page. */
  thumbnailUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MediaAsset = z.infer<typeof mediaAssetSchema>;

/** An item or page whose Markdown or image/document field refers to the asset (drafts included). */
export const mediaUserSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("item"), id: z.string(), title: z.string() }),
  z.object({ type: z.literal("page"), key: z.string(), title: z.string() }),
]);
export type MediaUser = z.infer<typeof mediaUserSchema>;

/** `POST /api/media` and `PUT /api/media/:id/file` → 201 / 200. */
export interface MediaAssetResponse {
  asset: MediaAsset;
}
/** `GET /api/media/:id`. */
export interface MediaAssetDetailResponse {
  asset: MediaAsset;
  usedBy: MediaUser[];
}
/** `GET /api/media`: one page, newest first; `nextCursor` is null on the last one. */
export interface MediaListResponse {
  assets: MediaAsset[];
  nextCursor: string | null;
}

/** `GET /api/media?limit=&cursor=&search=&kind=`: `search` looks in the name, alt text and a PDF's text. */
export const mediaListQuerySchema = z.strictObject({
  limit: pageLimit(LIST_PAGE_SIZE_DEFAULT),
  cursor: listCursor,
  search: searchText,
  kind: z.enum(MEDIA_KINDS, { error: `Send one of: ${MEDIA_KINDS.join(", ")}` }).optional(),
});
export type MediaListQuery = z.output<typeof mediaListQuerySchema>;

/** `PATCH /api/media/:id`: any of these, at least one. */
export const mediaPatchSchema = z
  .strictObject({
    alt: z.string().trim().max(MEDIA_ALT_MAX, `Alt text is limited to ${MEDIA_ALT_MAX} characters`),
    caption: z.string().trim().max(MEDIA_CAPTION_MAX, `The caption is limited to ${MEDIA_CAPTION_MAX} characters`),
    focalPoint: focalPointSchema.nullable(),
    decorative: z.boolean(),
    visibility: z.enum(MEDIA_VISIBILITIES, { error: `Send one of: ${MEDIA_VISIBILITIES.join(", ")}` }),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "Send alt, caption, focalPoint, decorative or visibility");
export type MediaPatch = z.output<typeof mediaPatchSchema>;

/** The multipart text fields `POST /api/media` takes beside `file`. */
export const mediaUploadFieldsSchema = z.strictObject({
  alt: z.string().trim().max(MEDIA_ALT_MAX, `Alt text is limited to ${MEDIA_ALT_MAX} characters`).optional(),
  visibility: z.enum(MEDIA_VISIBILITIES, { error: `Send one of: ${MEDIA_VISIBILITIES.join(", ")}` }).default("public"),
});

/** `PUT /api/media/:id/file` takes the file alone: the asset keeps its alt text, caption and visibility. */
export const mediaReplaceFieldsSchema = z.strictObject({});

/** The multipart field that carries the file. */
export const MEDIA_FILE_FIELD = "file";

/** Finds asset references (`/api/media/<uuid>/file`) in text. */
export const MEDIA_REFERENCE_PATTERN =
  /\/api\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/file/g;

/** The asset ids a text refers to, each once, in order of first mention. */
export function mediaReferencesIn(text: string): string[] {
  return [...new Set([...text.matchAll(MEDIA_REFERENCE_PATTERN)].map((m) => m[1] as string))];
}
