import { createDeflate, deflateSync } from "node:zlib";
import sharp from "sharp";

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

async function deflatedSpaces(total: number): Promise<Buffer> {
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
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  // A single row's worth of zeros, deflated: the rest of the image is missing, which a decoder finds only after allocating it.
  const data = deflateSync(Buffer.alloc(side + 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", data),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
