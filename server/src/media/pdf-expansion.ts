import { createInflate } from "node:zlib";

/**
 * The most a PDF's encoded streams may expand to, together: 256 MB. A
 * "zip bomb in PDF clothing" (a few kilobytes that inflate to gigabytes) is
 * refused before the PDF reader sees it.
 */
export const PDF_MAX_EXPANDED_BYTES = 256 * 1024 * 1024;

/** Why a PDF is refused unread: it expands too far, or one of its streams has a filter whose output cannot be bounded. */
export type ExpansionProblem = { kind: "too-large"; budget: number } | { kind: "unbounded-filter"; filter: string };

const STREAM = Buffer.from("stream");
const END_STREAM = Buffer.from("endstream");
/** How far back from `stream` its dictionary is looked for: far beyond any real one. */
const MAX_DICTIONARY_BYTES = 64 * 1024;

type Decoder = "flate" | "lzw" | "asciiHex" | "ascii85" | "runLength";

/**
 * The filters the PDF reader (pdf.js) applies to a stream, by their names and
 * the abbreviations it also accepts. The image codecs are bounded by the
 * reader itself (no image past 50 megapixels is decoded), so they may end a
 * chain but nothing may follow them.
 */
const FILTERS: Record<string, Decoder | "image"> = {
  FlateDecode: "flate",
  Fl: "flate",
  LZWDecode: "lzw",
  LZW: "lzw",
  ASCIIHexDecode: "asciiHex",
  AHx: "asciiHex",
  ASCII85Decode: "ascii85",
  A85: "ascii85",
  RunLengthDecode: "runLength",
  RL: "runLength",
  DCTDecode: "image",
  DCT: "image",
  JPXDecode: "image",
  JBIG2Decode: "image",
  CCITTFaxDecode: "image",
  CCF: "image",
};

class TooLarge extends Error {}
class Unbounded extends Error {
  constructor(readonly filter: string) {
    super(filter);
  }
}

interface Stream {
  /** The stream's dictionary, when one stands right before it. */
  dictionary: string | undefined;
  data: Buffer;
}

/** The dictionary that ends right before `at` (the `stream` keyword), found by matching `<<` and `>>` backwards. */
function dictionaryBefore(pdf: Buffer, at: number): string | undefined {
  let end = at;
  while (end > 0 && /\s/.test(String.fromCharCode(pdf[end - 1] as number))) end--;
  if (pdf[end - 1] !== 0x3e || pdf[end - 2] !== 0x3e) return undefined;
  let depth = 0;
  for (let i = end - 2; i > 0 && end - i < MAX_DICTIONARY_BYTES; i--) {
    if (pdf[i] === 0x3e && pdf[i + 1] === 0x3e) {
      depth++;
      i--;
    } else if (pdf[i - 1] === 0x3c && pdf[i] === 0x3c) {
      depth--;
      if (depth === 0) return pdf.subarray(i - 1, end).toString("latin1");
      i--;
    }
  }
  return undefined;
}

/** Every stream in the file (between `stream` + end of line and `endstream`), with its dictionary. */
function* streamsOf(pdf: Buffer): Generator<Stream> {
  let at = pdf.indexOf(STREAM);
  while (at !== -1) {
    const isKeyword = at < 3 || pdf.subarray(at - 3, at).toString("latin1") !== "end";
    let start = at + STREAM.length;
    if (pdf[start] === 0x0d) start++;
    if (isKeyword && pdf[start] === 0x0a) {
      const end = pdf.indexOf(END_STREAM, start);
      if (end === -1) return;
      yield { dictionary: dictionaryBefore(pdf, at), data: pdf.subarray(start + 1, end) };
      at = pdf.indexOf(STREAM, end + END_STREAM.length);
    } else {
      at = pdf.indexOf(STREAM, at + STREAM.length);
    }
  }
}

/**
 * The value of the dictionary's own `/Filter` (not one inside a nested
 * dictionary or a string), the last one if it is given twice, as the reader
 * takes it.
 */
function filterValue(dictionary: string): string | undefined {
  let depth = 0;
  let parens = 0;
  let found: string | undefined;
  for (let i = 0; i < dictionary.length; i++) {
    const c = dictionary[i];
    if (parens > 0) {
      if (c === "\\") i++;
      else if (c === "(") parens++;
      else if (c === ")") parens--;
    } else if (c === "(") parens++;
    else if (c === "<" && dictionary[i + 1] === "<") {
      depth++;
      i++;
    } else if (c === ">" && dictionary[i + 1] === ">") {
      depth--;
      i++;
    } else if (depth === 1 && dictionary.startsWith("/Filter", i) && /[\s/[]/.test(dictionary[i + 7] ?? "")) {
      const value = /^\s*(\[[^\]]*\]|\/[^\s/[\]<>()]+|\d+\s+\d+\s+R)/.exec(dictionary.slice(i + 7));
      found = value?.[1] ?? "?";
      i += 6;
    }
  }
  return found;
}

/** The chain of filters a stream's dictionary names; throws Unbounded for one that cannot be followed. */
function filtersOf(stream: Stream): Decoder[] {
  const value = stream.dictionary === undefined ? undefined : filterValue(stream.dictionary);
  if (value === undefined) {
    // No dictionary in sight (a damaged file the reader may yet repair): deflate is what it would likely hold.
    return stream.dictionary === undefined && looksDeflated(stream.data) ? ["flate"] : [];
  }
  if (!value.startsWith("/") && !value.startsWith("[")) throw new Unbounded(value);
  const names = value.match(/\/[^\s/[\]]+/g) ?? [];
  const chain: Decoder[] = [];
  names.forEach((slashed, i) => {
    const name = slashed.slice(1);
    const filter = Object.hasOwn(FILTERS, name) ? FILTERS[name] : undefined;
    if (filter === undefined || (filter === "image" && i < names.length - 1)) throw new Unbounded(name);
    if (filter !== "image") chain.push(filter);
  });
  return chain;
}

/** zlib's two-byte header: deflate, a window size, and a check that makes the pair a multiple of 31. */
function looksDeflated(data: Buffer): boolean {
  return (
    data.length >= 2 &&
    ((data[0] as number) & 0x0f) === 8 &&
    ((data[0] as number) * 256 + (data[1] as number)) % 31 === 0
  );
}

/** Decoded bytes, counted against what is left of the budget, and kept only when another filter reads them. */
class Output {
  size = 0;
  private readonly parts: Buffer[] = [];
  private pending: number[] = [];
  constructor(
    private readonly cap: number,
    private readonly keep: boolean,
  ) {}
  byte(b: number) {
    this.count(1);
    if (this.keep) {
      this.pending.push(b);
      if (this.pending.length >= 8192) this.flush();
    }
  }
  bytes(chunk: Uint8Array) {
    this.count(chunk.length);
    if (this.keep) {
      this.flush();
      this.parts.push(Buffer.from(chunk));
    }
  }
  result(): Buffer {
    this.flush();
    return Buffer.concat(this.parts);
  }
  private count(n: number) {
    this.size += n;
    if (this.size > this.cap) throw new TooLarge();
  }
  private flush() {
    if (this.pending.length > 0) this.parts.push(Buffer.from(this.pending));
    this.pending = [];
  }
}

/** Inflates as it streams; a broken stream is the PDF reader's to judge, only its size matters here. */
function inflate(data: Buffer, out: Output): Promise<void> {
  return new Promise((resolve, reject) => {
    const inflater = createInflate();
    let failed = false;
    inflater.on("data", (chunk: Buffer) => {
      if (failed) return;
      try {
        out.bytes(chunk);
      } catch (err) {
        failed = true;
        inflater.destroy();
        reject(err);
      }
    });
    const done = () => {
      if (!failed) resolve();
    };
    inflater.on("end", done);
    inflater.on("close", done);
    inflater.on("error", done);
    inflater.end(data);
  });
}

const isWhite = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;

function asciiHex(data: Buffer, out: Output) {
  let high = -1;
  for (const c of data) {
    if (c === 0x3e) break;
    const digit =
      c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x41 && c <= 0x46 ? c - 55 : c >= 0x61 && c <= 0x66 ? c - 87 : -1;
    if (digit === -1) continue;
    if (high === -1) high = digit;
    else {
      out.byte(high * 16 + digit);
      high = -1;
    }
  }
  if (high !== -1) out.byte(high * 16);
}

function ascii85(data: Buffer, out: Output) {
  const group: number[] = [];
  const emit = (count: number) => {
    let value = 0;
    for (let i = 0; i < 5; i++) value = value * 85 + (group[i] ?? 84);
    for (let i = 0; i < count; i++) out.byte((value >>> (24 - 8 * i)) & 0xff);
    group.length = 0;
  };
  for (const c of data) {
    if (c === 0x7e) break;
    if (isWhite(c)) continue;
    if (c === 0x7a && group.length === 0) {
      for (let i = 0; i < 4; i++) out.byte(0);
    } else if (c >= 0x21 && c <= 0x75) {
      group.push(c - 0x21);
      if (group.length === 5) emit(4);
    }
  }
  if (group.length > 1) emit(group.length - 1);
}

function runLength(data: Buffer, out: Output) {
  for (let i = 0; i < data.length; ) {
    const n = data[i++] as number;
    if (n === 128) break;
    if (n < 128) {
      out.bytes(data.subarray(i, i + n + 1));
      i += n + 1;
    } else {
      const b = data[i++] ?? 0;
      for (let k = 0; k < 257 - n; k++) out.byte(b);
    }
  }
}

/** PDF's LZW: 9- to 12-bit codes, 256 clears the table, 257 ends; the code width grows one code early by default. */
function lzw(data: Buffer, out: Output, earlyChange: number) {
  let table: Buffer[] = [];
  const reset = () => {
    table = [];
    for (let i = 0; i < 256; i++) table.push(Buffer.from([i]));
    table.push(Buffer.alloc(0), Buffer.alloc(0));
  };
  reset();
  let width = 9;
  let previous: Buffer | undefined;
  let bits = 0;
  let buffer = 0;
  for (const byte of data) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= width) {
      const code = (buffer >>> (bits - width)) & ((1 << width) - 1);
      bits -= width;
      buffer &= (1 << bits) - 1;
      if (code === 257) return;
      if (code === 256) {
        reset();
        width = 9;
        previous = undefined;
        continue;
      }
      let entry: Buffer;
      if (code < table.length) entry = table[code] as Buffer;
      else if (previous && code === table.length) entry = Buffer.concat([previous, previous.subarray(0, 1)]);
      else return;
      out.bytes(entry);
      if (previous && table.length < 4096) table.push(Buffer.concat([previous, entry.subarray(0, 1)]));
      previous = entry;
      if (table.length + earlyChange >= 1 << width && width < 12) width++;
    }
  }
}

async function decode(filter: Decoder, data: Buffer, out: Output, dictionary: string) {
  if (filter === "flate") return inflate(data, out);
  if (filter === "asciiHex") return asciiHex(data, out);
  if (filter === "ascii85") return ascii85(data, out);
  if (filter === "runLength") return runLength(data, out);
  return lzw(data, out, /\/EarlyChange\s+0\b/.test(dictionary) ? 0 : 1);
}

/**
 * Whether `pdf` is safe to hand to the reader: every stage of every stream's
 * filter chain is decoded and counted (only what a next filter reads is kept),
 * and the file is refused once the count passes `budget`, or when a stream
 * names a filter whose output this cannot bound (an unknown one, an indirect
 * reference, or an image codec followed by another filter).
 */
export async function expansionProblem(
  pdf: Buffer,
  budget = PDF_MAX_EXPANDED_BYTES,
): Promise<ExpansionProblem | undefined> {
  let left = budget;
  try {
    for (const stream of streamsOf(pdf)) {
      const chain = filtersOf(stream);
      let data = stream.data;
      for (const [i, filter] of chain.entries()) {
        const out = new Output(left, i < chain.length - 1);
        await decode(filter, data, out, stream.dictionary ?? "");
        left -= out.size;
        data = out.result();
      }
    }
  } catch (err) {
    if (err instanceof TooLarge) return { kind: "too-large", budget };
    if (err instanceof Unbounded) return { kind: "unbounded-filter", filter: err.filter };
    throw err;
  }
  return undefined;
}
