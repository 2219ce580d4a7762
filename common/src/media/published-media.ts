/**
 * Where a deploy publishes a media library file: under `/media/`, at an
 * address that changes whenever the bytes do (the start of their SHA-256),
 * so it is served with immutable caching and a replaced file is a new
 * address. The name stays the asset's, so a saved download is named well.
 */
export function publishedMediaPath(sha256: string, filename: string): string {
  return `/media/${sha256.slice(0, 16)}/${filename}`;
}
