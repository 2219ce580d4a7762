import { MEDIA_FILENAME_MAX } from "@helixmap/common/media/media-api";

/**
 * A name safe in a path, a URL and a Content-Disposition header: the last
 * path segment only (either slash), accents folded, anything but letters,
 * digits, dot, dash and underscore turned into a dash, no leading dots, and
 * the extension of the kind the bytes really are.
 */
export function sanitiseFilename(given: string, extension: string): string {
  const lastSegment = given.split(/[/\\]/).pop() ?? "";
  const stem = lastSegment
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\.[^.]*$/, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/\.{2,}/g, ".")
    .replace(/-{2,}/g, "-")
    .replace(/^[.-]+|[.-]+$/g, "")
    .slice(0, MEDIA_FILENAME_MAX - extension.length - 1)
    .replace(/[.-]+$/, "");
  return `${stem || "file"}.${extension}`;
}
