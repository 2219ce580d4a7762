/**
 * Media as a generation publishes it (docs/media.md): each public asset that
 * published content refers to, with the addresses its references become and
 * the stored files the generation must contain. Kept in the snapshot, so a
 * generation rendered again (another instance, a rollback) names the same
 * files, which storage never changes (they are kept by content hash).
 */
import { MEDIA_REFERENCE_PATTERN } from "./media-api";

/** One file a generation serves: its public path and the storage key it is copied from. */
export interface PublishedMediaFile {
  path: string;
  key: string;
  mimeType: string;
}

export interface PublishedMediaAsset {
  id: string;
  kind: "image" | "document";
  filename: string;
  mimeType: string;
  bytes: number;
  pages: number | null;
  width: number | null;
  height: number | null;
  /** The alt text a rendering uses ("" for a decorative image). */
  alt: string;
  /** What a reference (link, image field, Markdown image) turns into: the PDF, or an image's fallback. */
  href: string;
  /** An image's AVIF and WebP `srcset`s (largest last); empty for a document or an animated GIF. */
  sources: { type: string; srcset: string }[];
  files: PublishedMediaFile[];
}

export type PublishedMedia = Record<string, PublishedMediaAsset>;

/**
 * The media of one page or item while its Markdown renders: the first image
 * gets `fetchpriority="high"` (it is the likeliest largest paint), the rest
 * load lazily.
 */
export interface MediaRendering {
  media: PublishedMedia;
  firstImageRendered: boolean;
}

export function mediaRendering(media: PublishedMedia | undefined): MediaRendering | undefined {
  return media ? { media, firstImageRendered: false } : undefined;
}

/** The column a Markdown image fills on the public pages (max-w-3xl): what the browser picks widths for. */
export const MEDIA_SIZES = "(min-width: 48rem) 48rem, 100vw";

const EXACT_REFERENCE = new RegExp(`^${MEDIA_REFERENCE_PATTERN.source}$`);

/** The published asset a URL refers to, if it is exactly an asset reference that was resolved. */
export function referencedAsset(url: string, rendering: MediaRendering | undefined): PublishedMediaAsset | undefined {
  const id = EXACT_REFERENCE.exec(url.trim())?.[1];
  return id && rendering ? rendering.media[id] : undefined;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A responsive `<picture>`: AVIF and WebP sources at every width, the
 * fallback as the `<img>`, its width and height (no layout shift), lazy
 * unless it is the first image of the page.
 */
export function pictureHtml(asset: PublishedMediaAsset, alt: string, rendering: MediaRendering): string {
  const first = !rendering.firstImageRendered;
  rendering.firstImageRendered = true;
  const loading = first ? 'fetchpriority="high"' : 'loading="lazy"';
  const size = asset.width && asset.height ? ` width="${asset.width}" height="${asset.height}"` : "";
  const sources = asset.sources
    .map((s) => `<source type="${s.type}" srcset="${escapeHtml(s.srcset)}" sizes="${MEDIA_SIZES}">`)
    .join("");
  const img = `<img src="${escapeHtml(asset.href)}" alt="${escapeHtml(alt)}"${size} ${loading} decoding="async">`;
  return `<picture>${sources}${img}</picture>`;
}

export { documentFacts } from "./document-facts";

/** `value` with every asset reference in its strings replaced by the published address (fields, links). */
export function withPublishedUrls<T>(value: T, media: PublishedMedia): T {
  if (typeof value === "string") {
    return value.replace(MEDIA_REFERENCE_PATTERN, (ref, id: string) => media[id]?.href ?? ref) as T;
  }
  if (Array.isArray(value)) return value.map((v) => withPublishedUrls(v, media)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withPublishedUrls(v, media)])) as T;
  }
  return value;
}
