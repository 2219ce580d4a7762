import { MEDIA_THUMBNAIL_WIDTH } from "@helixmap/common/media/media-api";
import sharp from "sharp";
import { mediaProblems } from "./media-problems";
import { expansionProblem, PDF_MAX_EXPANDED_BYTES } from "./pdf-expansion";
import type { MadeFile } from "./process-image";

/** Reading a PDF (count, text, first page) is abandoned after this long: 20 s. */
export const PDF_READ_TIMEOUT_MS = 20_000;
/** Text is read from the first 200 pages, and at most 200 000 characters are kept (the library's search reads it). */
export const PDF_TEXT_PAGES = 200;
export const PDF_TEXT_MAX_CHARS = 200_000;
/** An embedded image larger than this (pixels) is not decoded for the thumbnail. */
const PDF_MAX_IMAGE_PIXELS = 50_000_000;

export interface ProcessedPdf {
  pages: number;
  text: string;
  files: MadeFile[];
}

class TimedOut extends Error {}

/**
 * Page count, text and a first-page WebP thumbnail, with pdf.js (legacy
 * build, for Node) and @napi-rs/canvas: both install from npm, with no system
 * package. The stored file is the upload itself, byte for byte. Bounded: a
 * file whose streams expand past PDF_MAX_EXPANDED_BYTES, or that uses a
 * filter whose expansion cannot be counted, is refused unread,
 * embedded images past 50 megapixels are skipped, and reading stops after
 * PDF_READ_TIMEOUT_MS.
 */
export async function processPdf(bytes: Uint8Array, filename: string): Promise<ProcessedPdf> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const expansion = await expansionProblem(buffer);
  if (expansion?.kind === "too-large") {
    throw mediaProblems.unreadable(
      filename,
      `its compressed contents expand to more than ${PDF_MAX_EXPANDED_BYTES / (1024 * 1024)} MB`,
    );
  }
  if (expansion?.kind === "unbounded-filter") {
    throw mediaProblems.unreadable(
      filename,
      `a stream is encoded with ${expansion.filter}, whose expanded size cannot be checked before reading`,
    );
  }
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const task = getDocument({
    // pdf.js may transfer (detach) the array it is given; it gets a copy.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    maxImageSize: PDF_MAX_IMAGE_PIXELS,
    verbosity: 0,
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), PDF_READ_TIMEOUT_MS);
  });
  try {
    return await Promise.race([read(task.promise), timeout]);
  } catch (err) {
    if (err instanceof TimedOut) {
      throw mediaProblems.unreadable(filename, `reading it took longer than ${PDF_READ_TIMEOUT_MS / 1000} seconds`);
    }
    throw mediaProblems.unreadable(filename, "it is not a readable PDF (damaged, or protected by a password)");
  } finally {
    clearTimeout(timer);
    await task.destroy();
  }
}

type PdfDocument = Awaited<ReturnType<typeof import("pdfjs-dist/legacy/build/pdf.mjs").getDocument>["promise"]>;

async function read(loading: Promise<PdfDocument>): Promise<ProcessedPdf> {
  const doc = await loading;
  const texts: string[] = [];
  let length = 0;
  for (let n = 1; n <= Math.min(doc.numPages, PDF_TEXT_PAGES) && length < PDF_TEXT_MAX_CHARS; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ("str" in item ? item.str : ""))
      .join(" ")
      .replace(/\s+/g, " ")
      .trim();
    texts.push(text);
    length += text.length + 1;
    page.cleanup();
  }
  const first = await doc.getPage(1);
  const size = first.getViewport({ scale: 1 });
  const viewport = first.getViewport({ scale: MEDIA_THUMBNAIL_WIDTH / size.width });
  const { createCanvas } = await import("@napi-rs/canvas");
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  // pdf.js types its canvas as the DOM's; @napi-rs/canvas implements the part it draws with.
  const render = first.render as (params: { canvasContext: unknown; canvas: unknown; viewport: unknown }) => {
    promise: Promise<void>;
  };
  await render.call(first, { canvasContext: context, canvas, viewport }).promise;
  const thumbnail = await sharp(canvas.toBuffer("image/png"))
    .webp({ quality: 78 })
    .toBuffer({ resolveWithObject: true });
  return {
    pages: doc.numPages,
    text: texts.join("\n").slice(0, PDF_TEXT_MAX_CHARS),
    files: [
      {
        name: "thumbnail",
        bytes: thumbnail.data,
        mimeType: "image/webp",
        extension: "webp",
        width: thumbnail.info.width,
      },
    ],
  };
}
