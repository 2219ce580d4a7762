import { createHash } from "node:crypto";
import type { StoredMediaFile } from "../db/schema";
import type { MediaStorage } from "./media-storage";
import type { MadeFile } from "./process-image";

export function sha256Of(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** Writes each file under its content hash (before the row that names them is committed). */
export async function putFiles(storage: MediaStorage, files: MadeFile[]): Promise<StoredMediaFile[]> {
  const stored: StoredMediaFile[] = [];
  for (const file of files) {
    const sha256 = sha256Of(file.bytes);
    const key = `${sha256}.${file.extension}`;
    await storage.put(key, file.bytes, file.mimeType);
    stored.push({
      name: file.name,
      key,
      sha256,
      bytes: file.bytes.byteLength,
      mimeType: file.mimeType,
      width: file.width,
    });
  }
  return stored;
}

/** The stored file named `name` (`file`, `thumbnail`, `fallback`, `w640.avif`...). */
export function fileNamed(files: StoredMediaFile[], name: string): StoredMediaFile | undefined {
  return files.find((f) => f.name === name);
}
