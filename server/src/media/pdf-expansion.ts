import { createInflate } from "node:zlib";

/**
 * The most a PDF's compressed streams may expand to, together: 256 MB. A
 * "zip bomb in PDF clothing" (a few kilobytes that inflate to gigabytes) is
 * refused before the PDF reader sees it.
 */
export const PDF_MAX_EXPANDED_BYTES = 256 * 1024 * 1024;

const STREAM = Buffer.from("stream");
const END_STREAM = Buffer.from("endstream");

/** The data of every stream in the file (between `stream` + end of line and `endstream`). */
function* streamsOf(pdf: Buffer): Generator<Buffer> {
  let at = pdf.indexOf(STREAM);
  while (at !== -1) {
    const isKeyword = at < 3 || pdf.subarray(at - 3, at).toString("latin1") !== "end";
    let start = at + STREAM.length;
    if (pdf[start] === 0x0d) start++;
    if (isKeyword && pdf[start] === 0x0a) {
      const end = pdf.indexOf(END_STREAM, start);
      if (end === -1) return;
      yield pdf.subarray(start + 1, end);
      at = pdf.indexOf(STREAM, end + END_STREAM.length);
    } else {
      at = pdf.indexOf(STREAM, at + STREAM.length);
    }
  }
}

/** zlib's two-byte header: deflate, a window size, and a check that makes the pair a multiple of 31. */
function looksDeflated(data: Buffer): boolean {
  return (
    data.length >= 2 &&
    ((data[0] as number) & 0x0f) === 8 &&
    ((data[0] as number) * 256 + (data[1] as number)) % 31 === 0
  );
}

/** How much `data` inflates to, counted as it streams (nothing is kept), stopping once past `budget`. */
function inflatedSize(data: Buffer, budget: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = createInflate();
    let total = 0;
    const done = () => resolve(total);
    inflate.on("data", (chunk: Buffer) => {
      total += chunk.length;
      if (total > budget) inflate.destroy();
    });
    inflate.on("end", done);
    inflate.on("close", done);
    // A broken stream is the PDF reader's to judge; only its size matters here.
    inflate.on("error", done);
    inflate.end(data);
  });
}

/** Whether the deflated streams of `pdf` together expand past `budget` bytes. */
export async function expandsBeyond(pdf: Buffer, budget = PDF_MAX_EXPANDED_BYTES): Promise<boolean> {
  let left = budget;
  for (const data of streamsOf(pdf)) {
    if (!looksDeflated(data)) continue;
    left -= await inflatedSize(data, left);
    if (left < 0) return true;
  }
  return false;
}
