import { request } from "node:http";
import { API_PATHS } from "@helixmap/common/api-paths";
import { beforeAll, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../app";
import { describeOnDatabases, type TestUser } from "../test/harness";
import { writeSnapshot } from "../test/write-snapshot";

interface RawAnswer {
  status: number;
  body: string;
}

/**
 * Sends the request headers, then hands the open request to `write`. The
 * answer is awaited without ending the body, so a server that waited for the
 * whole body before refusing would time the test out.
 */
function rawPost(url: string, headers: Record<string, string>, write: (send: (chunk: string) => void) => void) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = request(`${url}${API_PATHS.content}`, { method: "POST", headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => {
        body += c;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    // The server closes the connection after refusing; a reset while we still write is expected.
    req.on("error", (err: NodeJS.ErrnoException) => {
      if (err.code !== "ECONNRESET" && err.code !== "EPIPE") reject(err);
    });
    req.flushHeaders();
    write((chunk) => req.write(chunk));
  });
}

/** A content creation body of exactly `bytes` bytes, padded with two-byte characters where it can. */
function bodyOfBytes(bytes: number): string {
  const frame = '{"title":"T","content":""}';
  const room = bytes - Buffer.byteLength(frame);
  const padded = "é".repeat(Math.floor(room / 2)) + "e".repeat(room % 2);
  const body = `{"title":"T","content":"${padded}"}`;
  expect(Buffer.byteLength(body)).toBe(bytes);
  return body;
}

describeOnDatabases("oversized bodies", (h) => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await h().createUser("administrator");
  });

  const documented = {
    error: { code: "PAYLOAD_TOO_LARGE", message: `Request bodies are limited to ${MAX_BODY_BYTES / 1024} KB` },
  };

  it("refuses a body announced as too large with 413 before a byte of it is sent", async () => {
    const before = await writeSnapshot(h().services.db);
    const res = await rawPost(
      h().url,
      { cookie: admin.cookie, "content-type": "application/json", "content-length": String(10 * 1024 * 1024) },
      () => {},
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual(documented);
    expect(await writeSnapshot(h().services.db)).toEqual(before);
  });

  it("refuses a chunked body once it passes the limit, without waiting for its end", async () => {
    const before = await writeSnapshot(h().services.db);
    const res = await rawPost(h().url, { cookie: admin.cookie, "content-type": "application/json" }, (send) => {
      send(`{"title":"T","content":"`);
      // One byte over the limit, and the body is never ended.
      send("x".repeat(MAX_BODY_BYTES));
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual(documented);
    expect(await writeSnapshot(h().services.db)).toEqual(before);
  });

  it(`counts bytes, not characters: ${MAX_BODY_BYTES} bytes are read, one more is refused`, async () => {
    const atLimit = await h().call("POST", API_PATHS.content, {
      rawBody: bodyOfBytes(MAX_BODY_BYTES),
      cookie: admin.cookie,
    });
    // Read and validated: the content field's own limit (100 000 characters) answers.
    expect(atLimit.status).toBe(400);
    expect(atLimit.body).toMatchObject({
      error: { code: "VALIDATION_FAILED", fields: { content: expect.any(String) } },
    });
    const over = await h().call("POST", API_PATHS.content, {
      rawBody: bodyOfBytes(MAX_BODY_BYTES + 1),
      cookie: admin.cookie,
      headers: { connection: "close" },
    });
    expect(over.status).toBe(413);
    expect(over.body).toEqual(documented);
  });
});
