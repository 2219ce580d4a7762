import { crc32, createDeflate, deflateRawSync, deflateSync } from "node:zlib";
import sharp from "sharp";
import { pngFromParts } from "./test-png";

/** Test-only: real files of every kind the media tests upload, made on the spot. */

/** A PDF with one page per text, each showing its text in Helvetica; `compressed` deflates the page streams. */
export function pdfWith(texts: string[], options: { compressed?: boolean } = {}): Buffer {
  const objects: Buffer[] = [];
  const add = (body: Buffer | string) => {
    objects.push(typeof body === "string" ? Buffer.from(body, "latin1") : body);
    return objects.length;
  };
  const catalog = add("");
  const pagesId = add("");
  const font = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
  const pageIds: number[] = [];
  for (const text of texts) {
    const content = Buffer.from(`BT /F1 24 Tf 72 720 Td (${text.replace(/[()\\]/g, "\\$&")}) Tj ET`, "latin1");
    const data = options.compressed ? deflateSync(content) : content;
    const filter = options.compressed ? " /Filter /FlateDecode" : "";
    const stream = add(
      Buffer.concat([
        Buffer.from(`<< /Length ${data.length}${filter} >>\nstream\n`, "latin1"),
        data,
        Buffer.from("\nendstream", "latin1"),
      ]),
    );
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 612 792] /Contents ${stream} 0 R /Resources << /Font << /F1 ${font} 0 R >> >> >>`,
      ),
    );
  }
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pagesId} 0 R >>`, "latin1");
  objects[pagesId - 1] = Buffer.from(
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`,
    "latin1",
  );
  return assemble(objects, catalog);
}

/**
 * A one-page PDF whose content stream is `data` as given, under the
 * dictionary entries `entries` (such as `/Filter [/ASCII85Decode /FlateDecode]`).
 */
export function pdfWithEncodedContent(data: Buffer, entries: string): Buffer {
  const objects = [
    Buffer.from("<< /Type /Catalog /Pages 2 0 R >>", "latin1"),
    Buffer.from("<< /Type /Pages /Kids [3 0 R] /Count 1 >>", "latin1"),
    Buffer.from(
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
      "latin1",
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${data.length} ${entries} >>\nstream\n`, "latin1"),
      data,
      Buffer.from("\nendstream", "latin1"),
    ]),
    Buffer.from("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>", "latin1"),
  ];
  return assemble(objects, 1);
}

/** A page's content showing `text` in Helvetica, before any filter. */
export const pageContent = (text: string) =>
  Buffer.from(`BT /F1 24 Tf 72 720 Td (${text.replace(/[()\\]/g, "\\$&")}) Tj ET`, "latin1");

/** PDF's ASCIIHexDecode, backwards. */
export const asciiHexOf = (data: Buffer) => Buffer.from(`${data.toString("hex")}>`, "latin1");

/** PDF's ASCII85Decode, backwards. */
export function ascii85Of(data: Buffer): Buffer {
  let out = "";
  for (let i = 0; i < data.length; i += 4) {
    const group = data.subarray(i, i + 4);
    const padded = Buffer.concat([group, Buffer.alloc(4 - group.length)]);
    let value = padded.readUInt32BE(0);
    if (value === 0 && group.length === 4) {
      out += "z";
      continue;
    }
    const digits: string[] = [];
    for (let k = 0; k < 5; k++) {
      digits.unshift(String.fromCharCode(33 + (value % 85)));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, group.length + 1).join("");
  }
  return Buffer.from(`${out}~>`, "latin1");
}

/** PDF's RunLengthDecode, backwards: runs of a repeated byte, literal stretches of the rest. */
export function runLengthOf(data: Buffer): Buffer {
  const out: number[] = [];
  let i = 0;
  while (i < data.length) {
    let run = 1;
    while (i + run < data.length && run < 128 && data[i + run] === data[i]) run++;
    if (run > 1) {
      out.push(257 - run, data[i] as number);
      i += run;
      continue;
    }
    let end = i + 1;
    while (end < data.length && end - i < 128 && data[end] !== data[end - 1]) end++;
    out.push(end - i - 1, ...data.subarray(i, end));
    i = end;
  }
  out.push(128);
  return Buffer.from(out);
}

/** PDF's LZWDecode (EarlyChange 1), backwards: 9- to 12-bit codes, the table cleared when full. */
export function lzwOf(data: Buffer): Buffer {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  let width = 9;
  const write = (code: number) => {
    buffer = (buffer << width) | code;
    bits += width;
    while (bits >= 8) {
      bytes.push((buffer >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  };
  // Entries by their prefix's code and their last byte.
  let table = new Map<number, number>();
  let next = 258;
  write(256);
  let word = -1;
  for (const byte of data) {
    if (word === -1) {
      word = byte;
      continue;
    }
    const known = table.get(word * 256 + byte);
    if (known !== undefined) {
      word = known;
      continue;
    }
    write(word);
    table.set(word * 256 + byte, next++);
    // The reader's table runs one entry behind this one: it widens its codes when this one holds 2^width entries.
    if (next >= 1 << width && width < 12) width++;
    if (next >= 4096) {
      write(256);
      table = new Map();
      next = 258;
      width = 9;
    }
    word = byte;
  }
  if (word !== -1) {
    write(word);
    if (next + 1 >= 1 << width && width < 12) width++;
  }
  write(257);
  if (bits > 0) bytes.push((buffer << (8 - bits)) & 0xff);
  return Buffer.from(bytes);
}

/** A real ZIP archive of one file, `name`, holding `total` spaces deflated: a zip bomb in its own clothing. */
export function zipOf(name: string, total: number): Buffer {
  const content = Buffer.alloc(total, " ");
  const data = deflateRawSync(content, { level: 9 });
  const crc = crc32(content);
  const fileName = Buffer.from(name, "latin1");
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(total, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(total, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralAt = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/**
 * A PDF whose one page's content stream is a few hundred kilobytes of
 * deflate that expands to `expandedBytes` of spaces: a zip bomb in PDF
 * clothing. Deflated as a stream, so the test never holds the spaces.
 */
export async function pdfBomb(expandedBytes: number): Promise<Buffer> {
  const data = await deflatedSpaces(expandedBytes);
  const objects = [
    Buffer.from("<< /Type /Catalog /Pages 2 0 R >>", "latin1"),
    Buffer.from("<< /Type /Pages /Kids [3 0 R] /Count 1 >>", "latin1"),
    Buffer.from("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>", "latin1"),
    Buffer.concat([
      Buffer.from(`<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`, "latin1"),
      data,
      Buffer.from("\nendstream", "latin1"),
    ]),
  ];
  return assemble(objects, 1);
}

/** `total` bytes of spaces, deflated as zlib data, made as a stream so the test never holds the spaces. */
export async function deflatedSpaces(total: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on("data", (b: Buffer) => out.push(b));
  const chunk = Buffer.alloc(1024 * 1024, " ");
  for (let left = total; left > 0; left -= chunk.length) {
    if (!deflate.write(chunk.subarray(0, Math.min(left, chunk.length)))) {
      await new Promise((resolve) => deflate.once("drain", resolve));
    }
  }
  await new Promise((resolve) => deflate.end(resolve));
  return Buffer.concat(out);
}

function assemble(objects: Buffer[], root: number): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const object = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, "latin1"),
      body,
      Buffer.from("\nendobj\n", "latin1"),
    ]);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    "xref",
    `0 ${objects.length + 1}`,
    "0000000000 65535 f ",
    ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n `),
    "trailer",
    `<< /Size ${objects.length + 1} /Root ${root} 0 R >>`,
    "startxref",
    String(length),
    "%%EOF",
  ].join("\n");
  parts.push(Buffer.from(`${xref}\n`, "latin1"));
  return Buffer.concat(parts);
}

/** A photo-like JPEG of the given size, with EXIF (camera, GPS position) and an orientation tag when asked. */
export async function jpegWithExif(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: "HelixCam", Model: "GPS-Test" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
    })
    .toBuffer();
}

export async function pngOf(width: number, height: number, alpha = false): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: alpha ? 4 : 3, background: { r: 200, g: 40, b: 40, alpha: alpha ? 0.5 : 1 } },
  })
    .png()
    .toBuffer();
}

/**
 * A PNG whose header claims `side` × `side` pixels but whose data is a few
 * kilobytes of deflate: a decompression bomb in image clothing.
 */
export function pngBomb(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  // A single row's worth of zeros, deflated: the rest of the image is missing, which a decoder finds only after allocating it.
  return pngFromParts(header, deflateSync(Buffer.alloc(side + 1)));
}
