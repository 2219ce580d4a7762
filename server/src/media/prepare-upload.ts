import type { MediaKind } from "@helixmap/common/media/media-api";
import { detectType } from "./detect-type";
import { type MadeFile, processImage } from "./process-image";
import { processPdf } from "./process-pdf";
import { sanitiseFilename } from "./sanitise-filename";

/** Everything an asset row records about its file, and the files to store. */
export interface PreparedUpload {
  filename: string;
  kind: MediaKind;
  mimeType: string;
  width: number | null;
  height: number | null;
  pages: number | null;
  text: string;
  files: MadeFile[];
}

/** Recognises the bytes and makes what the library keeps of them; refusals name the file as given. */
export async function prepareUpload(bytes: Uint8Array, given: string): Promise<PreparedUpload> {
  const type = await detectType(bytes, given);
  const filename = sanitiseFilename(given, type.extension);
  if (type.kind === "image") {
    const image = await processImage(bytes, type, given);
    return { filename, kind: "image", mimeType: type.mimeType, ...image, pages: null, text: "" };
  }
  const pdf = await processPdf(bytes, given);
  return {
    filename,
    kind: "document",
    mimeType: type.mimeType,
    width: null,
    height: null,
    pages: pdf.pages,
    text: pdf.text,
    files: [{ name: "file", bytes, mimeType: type.mimeType, extension: type.extension, width: null }, ...pdf.files],
  };
}
