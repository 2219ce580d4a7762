import { Readable } from "node:stream";
import { MEDIA_FILE_FIELD } from "@helixmap/common/media/media-api";
import Busboy from "busboy";
import type { Context } from "hono";
import { ApiProblem } from "../api/errors";
import { mediaProblems } from "./media-problems";

export interface Upload {
  /** The name the browser sent (unsanitised: refusals quote it, storing sanitises it). */
  filename: string;
  bytes: Uint8Array;
  /** The text fields sent beside the file. */
  fields: Record<string, string>;
}

/** Room for the multipart framing and text fields beside a file of the largest size. */
const FRAMING_BYTES = 64 * 1024;
const MAX_FIELDS = 8;
const MAX_FIELD_BYTES = 4 * 1024;

const badForm = (message: string, field = MEDIA_FILE_FIELD) =>
  new ApiProblem(400, "VALIDATION_FAILED", "Some fields are not valid", { [field]: message });

/**
 * Reads a multipart upload off the request stream as it arrives, keeping at
 * most `maxBytes` of file: a declared length over the limit is refused before
 * any of the file is read (only the form's framing up to the file part's own
 * header, so the refusal can name the file), and a stream that grows past it
 * is cut off there (413 naming the file), whatever the headers claimed. One
 * file, in the field `file`.
 */
export async function readUpload(c: Context, maxBytes: number): Promise<Upload> {
  const type = c.req.header("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(type)) {
    throw new ApiProblem(415, "MEDIA_UNSUPPORTED_TYPE", "Send the file as multipart/form-data, in the field `file`");
  }
  const declared = Number(c.req.header("content-length"));
  const declaredTooLarge = Number.isFinite(declared) && declared > maxBytes + FRAMING_BYTES;
  const body = c.req.raw.body;
  if (!body) {
    if (declaredTooLarge) throw mediaProblems.tooLarge(undefined, maxBytes);
    throw badForm("Choose a file to upload");
  }

  let parser: Busboy.Busboy;
  try {
    parser = Busboy({
      headers: { "content-type": type },
      limits: { files: 1, fileSize: maxBytes, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, parts: MAX_FIELDS + 1 },
    });
  } catch {
    throw badForm("The form is not valid multipart/form-data");
  }
  const source = Readable.fromWeb(body as import("node:stream/web").ReadableStream);

  return new Promise<Upload>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: { filename: string; chunks: Buffer[] } | undefined;
    let settled = false;
    const fail = (problem: ApiProblem) => {
      if (settled) return;
      settled = true;
      // Stop reading: the rest of an oversized or refused stream is never pulled. The connection cannot carry
      // another request after an unread body, so the answer says it closes (clients then do not reuse it).
      source.unpipe(parser);
      source.destroy();
      c.header("Connection", "close");
      // A declared length over the limit is 413 whatever else is wrong with the form.
      reject(declaredTooLarge && problem.status !== 413 ? mediaProblems.tooLarge(undefined, maxBytes) : problem);
    };
    parser.on("file", (name, stream, info) => {
      if (declaredTooLarge) {
        stream.resume();
        fail(mediaProblems.tooLarge(name === MEDIA_FILE_FIELD ? info.filename || undefined : undefined, maxBytes));
        return;
      }
      if (name !== MEDIA_FILE_FIELD || file) {
        stream.resume();
        fail(badForm(`Send one file, in the field \`${MEDIA_FILE_FIELD}\``));
        return;
      }
      const current = { filename: info.filename || "upload", chunks: [] as Buffer[] };
      file = current;
      stream.on("data", (chunk: Buffer) => current.chunks.push(chunk));
      stream.on("limit", () => fail(mediaProblems.tooLarge(current.filename, maxBytes)));
    });
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) fail(badForm(`At most ${MAX_FIELD_BYTES} bytes`, name));
      else fields[name] = value;
    });
    parser.on("filesLimit", () => fail(badForm(`Send one file, in the field \`${MEDIA_FILE_FIELD}\``)));
    parser.on("fieldsLimit", () => fail(badForm("Too many form fields", "form")));
    parser.on("partsLimit", () => fail(badForm("Too many form parts", "form")));
    parser.on("error", () => fail(badForm("The form is not valid multipart/form-data")));
    source.on("error", () => fail(badForm("The upload was interrupted")));
    parser.on("close", () => {
      if (settled) return;
      if (!file) return fail(badForm("Choose a file to upload"));
      settled = true;
      resolve({ filename: file.filename, bytes: new Uint8Array(Buffer.concat(file.chunks)), fields });
    });
    source.pipe(parser);
    if (declaredTooLarge) {
      // Refused whatever follows, but read as far as the file part's own header (at most the framing allowance)
      // so the refusal can name the file; none of the file is kept. Listening after the parser, each chunk is
      // parsed before it is counted.
      let read = 0;
      source.on("data", (chunk: Buffer) => {
        read += chunk.length;
        if (read > FRAMING_BYTES) fail(mediaProblems.tooLarge(undefined, maxBytes));
      });
      source.on("end", () => fail(mediaProblems.tooLarge(undefined, maxBytes)));
    }
  });
}
