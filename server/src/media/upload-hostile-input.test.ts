import { readdir } from "node:fs/promises";
import { connect } from "node:net";
import { join } from "node:path";
import { API_PATHS } from "@helixmap/common/api-paths";
import type { ErrorCode } from "@helixmap/common/errors";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { describeOnDatabases, type TestUser } from "../test/harness";
import { writeSnapshot } from "../test/write-snapshot";
import { MEDIA_KEY_PATTERN } from "./media-storage";
import {
  ascii85Of,
  deflatedSpaces,
  pdfBomb,
  pdfWith,
  pdfWithEncodedContent,
  pngBomb,
  pngOf,
  zipOf,
} from "./test-files";
import { upload } from "./test-upload";

/** 1 MB: room for the PDF bomb's compressed stream, and a sixty-fourth of the oversized stream below. */
const LIMIT = 1024 * 1024;

describeOnDatabases(
  "hostile uploads",
  (harness) => {
    let admin: TestUser;
    beforeAll(async () => {
      admin = await harness().createUser("administrator");
    });

    /** Refused with `status` and `code`, a message naming the file, and nothing written anywhere. */
    async function refused(file: { name: string; bytes: Uint8Array; type?: string }, status: number, code: ErrorCode) {
      const h = harness();
      const before = await writeSnapshot(h.services.db);
      const res = await upload(h, admin.cookie, file);
      expect(res.status, file.name).toBe(status);
      expect(res.body.error.code, file.name).toBe(code);
      expect(res.body.error.message, file.name).toContain(file.name);
      expect(await writeSnapshot(h.services.db)).toEqual(before);
      return res.body.error.message as string;
    }

    it("refuses other kinds behind the right names and declared types (SVG among them)", async () => {
      const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
      await refused({ name: "logo.png", bytes: Buffer.from(svg), type: "image/png" }, 415, "MEDIA_UNSUPPORTED_TYPE");
      await refused(
        { name: "logo.svg", bytes: Buffer.from(svg), type: "image/svg+xml" },
        415,
        "MEDIA_UNSUPPORTED_TYPE",
      );
      await refused(
        { name: "report.pdf", bytes: Buffer.from("<html><script>alert(1)</script></html>"), type: "application/pdf" },
        415,
        "MEDIA_UNSUPPORTED_TYPE",
      );
      const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(62), Buffer.from("PE\0\0"), Buffer.alloc(200)]);
      exe.writeUInt32LE(64, 0x3c);
      await refused({ name: "photo.jpg", bytes: exe, type: "image/jpeg" }, 415, "MEDIA_UNSUPPORTED_TYPE");
      const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
        .tiff()
        .toBuffer();
      expect(
        await refused({ name: "scan.gif", bytes: tiff, type: "image/gif" }, 415, "MEDIA_UNSUPPORTED_TYPE"),
      ).toContain("TIF");
    });

    it("refuses a real ZIP archive named as a PDF, naming the file and what it is", async () => {
      const zip = zipOf("report.txt", 8 * LIMIT);
      expect(zip.length).toBeLessThan(LIMIT);
      const message = await refused(
        { name: "annual-report.pdf", bytes: zip, type: "application/pdf" },
        415,
        "MEDIA_UNSUPPORTED_TYPE",
      );
      expect(message).toBe('"annual-report.pdf" is a ZIP file; upload a JPEG, PNG, WebP, AVIF or GIF image, or a PDF');
    });

    it("refuses broken images and PDFs cleanly", async () => {
      const png = await pngOf(400, 400);
      await refused({ name: "half.png", bytes: png.subarray(0, png.length / 2) }, 400, "MEDIA_UNREADABLE");
      const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#123" } })
        .jpeg()
        .toBuffer();
      const mangled = Buffer.from(jpeg);
      mangled.fill(0xff, 200, mangled.length - 2);
      await refused({ name: "mangled.jpg", bytes: mangled }, 400, "MEDIA_UNREADABLE");
      const pdf = pdfWith(["a", "b"]);
      await refused({ name: "cut.pdf", bytes: pdf.subarray(0, 40) }, 400, "MEDIA_UNREADABLE");
    });

    it("refuses decompression bombs in image and PDF clothing before they expand", async () => {
      const image = await refused({ name: "bomb.png", bytes: pngBomb(60_000) }, 400, "MEDIA_UNREADABLE");
      expect(image).toContain("megapixels");
      const pdf = await refused({ name: "bomb.pdf", bytes: await pdfBomb(300 * 1024 * 1024) }, 400, "MEDIA_UNREADABLE");
      expect(pdf).toContain("expand");
      // The same bomb in ASCII85 before the deflate: no longer recognisable as deflate, still counted.
      const hidden = pdfWithEncodedContent(
        ascii85Of(await deflatedSpaces(300 * 1024 * 1024)),
        "/Filter [/ASCII85Decode /FlateDecode]",
      );
      expect(await refused({ name: "hidden-bomb.pdf", bytes: hidden }, 400, "MEDIA_UNREADABLE")).toBe(
        '"hidden-bomb.pdf" could not be read: its compressed contents expand to more than 256 MB',
      );
      const unbounded = pdfWithEncodedContent(
        Buffer.from("x"),
        "/Filter /JBIG2Decode /Filter [/JBIG2Decode /FlateDecode]",
      );
      expect(await refused({ name: "chained.pdf", bytes: unbounded }, 400, "MEDIA_UNREADABLE")).toBe(
        '"chained.pdf" could not be read: a stream is encoded with JBIG2Decode, whose expanded size cannot be checked before reading',
      );
    });

    it("refuses a declared length over MEDIA_MAX_BYTES with 413 naming the file and the limit", async () => {
      const h = harness();
      const res = await upload(
        h,
        admin.cookie,
        { name: "huge.png", bytes: new Uint8Array(LIMIT + 70 * 1024) },
        // As the staff UI sends it: the text fields first, then the file.
        { fields: { alt: "A very large picture", visibility: "public" } },
      );
      expect(res.status).toBe(413);
      expect(res.body.error).toEqual({
        code: "MEDIA_TOO_LARGE",
        message: '"huge.png" is larger than 1 MB, the largest file the library accepts',
      });
    });

    const BOUNDARY = "----raw";

    /**
     * An upload written straight to a socket: the request's headers (a declared `length`, or chunked), `head`,
     * then up to `more` bytes of file in 64 KB pieces for as long as no answer has come. It stops writing at
     * the answer, so what was sent by then is what the server had asked for.
     */
    function rawUpload(head: string, { length, more = 0 }: { length: number | "chunked"; more?: number }) {
      const h = harness();
      const { hostname, port } = new URL(h.url);
      return new Promise<{ status: number; error: unknown; sent: number }>((resolve, reject) => {
        const socket = connect(Number(port), hostname);
        let received = Buffer.alloc(0);
        let sent = 0;
        let answered = false;
        socket.on("data", (chunk) => {
          received = Buffer.concat([received, chunk]);
          const text = received.toString("latin1");
          const split = text.indexOf("\r\n\r\n");
          const size = Number(/\r\ncontent-length: *(\d+)/i.exec(text)?.[1]);
          if (answered || split === -1 || !Number.isFinite(size) || received.length < split + 4 + size) return;
          answered = true;
          socket.destroy();
          const body = JSON.parse(received.subarray(split + 4, split + 4 + size).toString("utf8"));
          resolve({ status: Number(text.slice(9, 12)), error: body.error, sent });
        });
        socket.on("error", (err) => {
          if (!answered) reject(err);
        });
        const framed = (data: Buffer) =>
          length === "chunked"
            ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from("\r\n")])
            : data;
        socket.write(
          [
            `POST ${API_PATHS.media} HTTP/1.1`,
            `Host: ${hostname}:${port}`,
            `Cookie: ${admin.cookie}`,
            `Origin: ${h.url}`,
            `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
            length === "chunked" ? "Transfer-Encoding: chunked" : `Content-Length: ${length}`,
            "",
            "",
          ].join("\r\n"),
        );
        socket.write(framed(Buffer.from(head, "latin1")));
        const piece = framed(Buffer.alloc(64 * 1024, 0x41));
        void (async () => {
          while (!answered && !socket.destroyed && sent < more) {
            sent += 64 * 1024;
            if (!socket.write(piece)) {
              await new Promise((next) => {
                socket.once("drain", next);
                socket.once("close", next);
              });
            }
          }
        })();
      });
    }

    it("names the file of a declared oversized upload from its part header, without waiting for the file", async () => {
      const { sent, ...answer } = await rawUpload(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nOur annual report\r\n` +
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="annual-report.pdf"\r\nContent-Type: application/pdf\r\n\r\n` +
          // The file's first kilobyte: the parser holds back a boundary's length of bytes before it ends a header.
          `%PDF-1.7\n${"%".repeat(1024)}`,
        { length: 32 * LIMIT },
      );
      expect(sent).toBe(0);
      expect(answer).toEqual({
        status: 413,
        error: {
          code: "MEDIA_TOO_LARGE",
          message: '"annual-report.pdf" is larger than 1 MB, the largest file the library accepts',
        },
      });
    });

    it("says 'The upload' when a declared oversized form shows no file header within its framing", async () => {
      // A form field the size of the framing allowance before any file: the server does not wait for the name.
      const { sent, ...answer } = await rawUpload(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="alt"\r\n\r\n${"A".repeat(80 * 1024)}`,
        { length: 32 * LIMIT },
      );
      expect(sent).toBe(0);
      expect(answer).toEqual({
        status: 413,
        error: {
          code: "MEDIA_TOO_LARGE",
          message: "The upload is larger than 1 MB, the largest file the library accepts",
        },
      });
    });

    it("cuts off a stream that grows past MEDIA_MAX_BYTES while it streams, naming the file", async () => {
      const total = 64 * LIMIT;
      const { sent, ...answer } = await rawUpload(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="endless.png"\r\nContent-Type: image/png\r\n\r\n`,
        { length: "chunked", more: total },
      );
      expect(answer).toEqual({
        status: 413,
        error: {
          code: "MEDIA_TOO_LARGE",
          message: '"endless.png" is larger than 1 MB, the largest file the library accepts',
        },
      });
      // The server stopped reading: it answered after a small part of the stream.
      expect(sent).toBeLessThan(total / 4);
    });

    it("keeps file names from naming places: traversal and header tricks are sanitised", async () => {
      const h = harness();
      const names: [string, string][] = [
        ["../../../etc/passwd.png", "passwd.png"],
        ["..\\..\\windows\\win.ini.png", "win.ini.png"],
        // The browser sends the quote and line break percent-encoded; what is left of them is harmless.
        ['evil"\r\nX-Injected: 1.png', "evil-22-0D-0AX-Injected-1.png"],
        ["....png", "file.png"],
        [".htaccess", "file.png"],
      ];
      let width = 20;
      for (const [given, stored] of names) {
        const res = await upload(h, admin.cookie, { name: given, bytes: await pngOf(width++, 10) });
        expect(res.status, given).toBe(201);
        expect(res.body.asset.filename, given).toBe(stored);
        expect(stored).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);
      }
      const dir = join(h.dataDir, "media");
      for (const folder of await readdir(dir)) {
        expect(folder).toMatch(/^[0-9a-f]{2}$/);
        for (const name of await readdir(join(dir, folder))) expect(name).toMatch(MEDIA_KEY_PATTERN);
      }
    });

    it("asks for the file in the field `file`, once, as multipart", async () => {
      const h = harness();
      const form = new FormData();
      form.set("alt", "no file");
      const none = await fetch(h.url + API_PATHS.media, {
        method: "POST",
        headers: { cookie: admin.cookie },
        body: form,
      });
      expect(none.status).toBe(400);
      expect(await none.json()).toMatchObject({
        error: { code: "VALIDATION_FAILED", fields: { file: expect.any(String) } },
      });
      const json = await h.call("POST", API_PATHS.media, { cookie: admin.cookie, body: { file: "x" } });
      expect(json.status).toBe(415);
      const two = new FormData();
      const bytes = await pngOf(12, 12);
      two.append("file", new Blob([bytes]), "a.png");
      two.append("file", new Blob([bytes]), "b.png");
      const twice = await fetch(h.url + API_PATHS.media, {
        method: "POST",
        headers: { cookie: admin.cookie },
        body: two,
      });
      expect(twice.status).toBe(400);
    });
  },
  { env: { MEDIA_MAX_BYTES: String(LIMIT) } },
);
