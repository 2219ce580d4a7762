import { createHmac } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GetObjectCommand, HeadObjectCommand, NoSuchKey, type S3Client } from "@aws-sdk/client-s3";
import type { ContentItem, Deployment } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Client, type S3Location } from "../../object-storage/s3-client";
import { LANES } from "../../test/databases";
import { type Harness, startHarness, type TestUser } from "../../test/harness";
import { publishWithoutApproval } from "../../test/review";
import { startTestS3Server, type TestS3Server } from "../../test/s3-server";
import { testSiteRenderer } from "../../test/site-renderer";
import { readLiveGenerationId } from "../deploy/settings";

const SECRET = "a-purge-secret-of-at-least-32-characters";
const PREFIX = "site";

/** A CDN's purge endpoint: keeps each body it receives with whether its signature verifies. */
async function purgeReceiver() {
  const received: { body: { deploymentId: string; paths: string[] }; signed: boolean }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString();
      const expected = `sha256=${createHmac("sha256", SECRET).update(raw).digest("hex")}`;
      received.push({ body: JSON.parse(raw), signed: req.headers["x-helixmap-signature"] === expected });
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function head(client: S3Client, bucket: string, key: string) {
  try {
    return await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
  } catch (err) {
    if (err instanceof NoSuchKey || (err as { name?: string }).name === "NotFound") return null;
    throw err;
  }
}

async function text(client: S3Client, bucket: string, key: string) {
  const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return res.Body!.transformToString();
}

for (const lane of LANES) {
  describe.skipIf(lane.skip)(`publishing to an S3 bucket behind a CDN (${lane.name})`, () => {
    let s3: TestS3Server;
    let location: S3Location;
    let client: S3Client;
    let purge: Awaited<ReturnType<typeof purgeReceiver>>;
    let baseDir: string;
    let h: Harness;
    let admin: TestUser;

    async function deploy(body: Record<string, unknown> = {}): Promise<Deployment> {
      const res = await h.call("POST", API_PATHS.deployments, { body, cookie: admin.cookie });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return (res.body as { deployment: Deployment }).deployment;
    }

    async function publishRelease(title: string): Promise<ContentItem> {
      const res = await h.call("POST", API_PATHS.content, {
        body: { title, contentType: "press_release", published: true },
        cookie: admin.cookie,
      });
      expect(res.status).toBe(201);
      return (res.body as { item: ContentItem }).item;
    }

    beforeAll(async () => {
      s3 = await startTestS3Server();
      location = await s3.bucket();
      client = createS3Client(location);
      purge = await purgeReceiver();
      // A built client of two files: a hashed asset and the staff shell.
      baseDir = await mkdtemp(join(tmpdir(), "helixmap-client-"));
      await mkdir(join(baseDir, "assets"));
      await writeFile(join(baseDir, "assets/entry-abc123.js"), `console.log(${JSON.stringify("x".repeat(400))});`);
      await writeFile(join(baseDir, "__spa-fallback.html"), "<!DOCTYPE html><title>Staff</title>");
      h = await startHarness(lane.kind, {
        siteRenderer: { ...testSiteRenderer(), baseDir },
        env: {
          PUBLISH_S3_BUCKET: location.bucket,
          PUBLISH_S3_ENDPOINT: s3.endpoint,
          PUBLISH_S3_REGION: location.region,
          PUBLISH_S3_PREFIX: `/${PREFIX}/`,
          CDN_PURGE_URL: purge.url,
          DEPLOY_HOOK_SECRET: SECRET,
        },
      });
      await publishWithoutApproval(h);
      admin = await h.createUser("administrator");
    });

    afterAll(async () => {
      await h.close();
      await purge.close();
      await s3.stop();
      await rm(baseDir, { recursive: true, force: true });
    });

    it("uploads the generation with each file's type, caching and encoding, and purges the changed paths", async () => {
      await publishRelease("Bucket Release");
      const first = await deploy();
      expect(first.status, first.message ?? "").toBe("success");

      const page = await head(client, location.bucket, `${PREFIX}/press-releases/bucket-release/index.html`);
      expect(page).toMatchObject({ ContentType: "text/html; charset=utf-8", CacheControl: "no-cache" });
      const brotli = await head(client, location.bucket, `${PREFIX}/press-releases/bucket-release/index.html.br`);
      expect(brotli).toMatchObject({ ContentType: "text/html; charset=utf-8", ContentEncoding: "br" });
      const gzip = await head(client, location.bucket, `${PREFIX}/press-releases/bucket-release/index.html.gz`);
      expect(gzip).toMatchObject({ ContentEncoding: "gzip" });
      const asset = await head(client, location.bucket, `${PREFIX}/assets/entry-abc123.js`);
      expect(asset).toMatchObject({
        ContentType: "text/javascript; charset=utf-8",
        CacheControl: "public, max-age=31536000, immutable",
      });
      expect(await head(client, location.bucket, `${PREFIX}/feeds/press-releases.xml`)).toMatchObject({
        ContentType: "application/atom+xml; charset=utf-8",
      });
      expect(await text(client, location.bucket, `${PREFIX}/press-releases/index.html`)).toContain("Bucket Release");

      const purged = purge.received.find((r) => r.body.deploymentId === first.id)!;
      expect(purged.signed).toBe(true);
      expect(purged.body.paths).toEqual(expect.arrayContaining(["/press-releases/bucket-release", "/press-releases"]));
    });

    it("uploads only the files whose bytes changed, and removes a removed item's after the switch", async () => {
      const unchangedKey = `${PREFIX}/assets/entry-abc123.js`;
      const before = await head(client, location.bucket, unchangedKey);
      const otherPage = `${PREFIX}/about/index.html`;
      const pageBefore = await head(client, location.bucket, otherPage);
      const gone = await publishRelease("Short Lived Release");
      await deploy();
      expect(await head(client, location.bucket, `${PREFIX}/press-releases/short-lived-release/index.html`)).not.toBe(
        null,
      );
      const res = await h.call("DELETE", API_PATHS.contentItem(gone.id), { cookie: admin.cookie });
      expect(res.status).toBe(204);
      const removal = await deploy();
      expect(removal.status, removal.message ?? "").toBe("success");

      expect(await head(client, location.bucket, `${PREFIX}/press-releases/short-lived-release/index.html`)).toBe(null);
      expect(await head(client, location.bucket, `${PREFIX}/press-releases/short-lived-release/index.html.br`)).toBe(
        null,
      );
      // Untouched objects were not uploaded again.
      expect((await head(client, location.bucket, unchangedKey))?.LastModified).toEqual(before?.LastModified);
      expect((await head(client, location.bucket, otherPage))?.LastModified).toEqual(pageBefore?.LastModified);
      const purged = purge.received.find((r) => r.body.deploymentId === removal.id)!;
      expect(purged.body.paths).toContain("/press-releases/short-lived-release");
    });

    it("a rollback republishes the older generation's pages", async () => {
      const older = await deploy();
      await publishRelease("Regretted Release");
      await deploy();
      expect(await text(client, location.bucket, `${PREFIX}/press-releases/index.html`)).toContain("Regretted Release");
      const res = await h.call("POST", API_PATHS.deploymentRollback(older.id), { cookie: admin.cookie });
      expect(res.status).toBe(200);
      expect(await text(client, location.bucket, `${PREFIX}/press-releases/index.html`)).not.toContain(
        "Regretted Release",
      );
      expect(await head(client, location.bucket, `${PREFIX}/press-releases/regretted-release/index.html`)).toBe(null);
    });

    it("a failed upload fails the deploy with the reason and leaves the previous site live and whole", async () => {
      const live = await readLiveGenerationId(h.services.db);
      const listed = await text(client, location.bucket, `${PREFIX}/press-releases/index.html`);
      await s3.stop();
      try {
        await publishRelease("Unreachable Release");
        const failed = await deploy();
        expect(failed.status).toBe("failed");
        expect(failed.message).toMatch(/Uploading to bucket .* failed/);
        expect(await readLiveGenerationId(h.services.db)).toBe(live);
        expect(h.services.publishing.live().generationId).toBe(live);
      } finally {
        s3 = await startTestS3Server();
      }
      expect(listed).not.toContain("Unreachable Release");
    });
  });
}
