/**
 * Where the media library keeps its files: one interface, two implementations
 * (a folder under DATA_DIR, or an S3 bucket). Keys are content hashes
 * (`<sha256>.<ext>`), so an object is written once and never changed: a
 * replaced file is a new key, and a generation that refers to the old one can
 * still be rendered again or rolled back to.
 */
export interface MediaStorage {
  /** Stores `bytes` under `key`; storing the same key again is harmless (same bytes). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there is no such object. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
  /** Every key stored, for sweeping objects nothing refers to any more. */
  keys(): AsyncIterable<string>;
  /** Where the files are, for logs and docs: a folder or `s3://bucket`. */
  readonly location: string;
}

/** A key is a lower-case hex SHA-256 and an extension: nothing a path or URL could be steered with. */
export const MEDIA_KEY_PATTERN = /^[0-9a-f]{64}\.[a-z0-9]{2,5}$/;

export function assertMediaKey(key: string): void {
  if (!MEDIA_KEY_PATTERN.test(key)) throw new Error(`Not a media storage key: ${JSON.stringify(key)}`);
}
