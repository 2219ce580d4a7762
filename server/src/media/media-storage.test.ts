import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { API_PATHS } from "@helixmap/common/api-paths";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaAssets } from "../db/schema";
import { type Harness, startHarness } from "../test/harness";
import { startTestS3Server, type TestS3Server } from "../test/s3-server";
import { bucketStorage } from "./bucket-storage";
import { folderStorage } from "./folder-storage";
import type { MediaStorage } from "./media-storage";
import { pngOf } from "./test-files";
import { fetchBytes, upload } from "./test-upload";

const KEY_A = `${"a".repeat(64)}.png`;
const KEY_B = `${"b".repeat(64)}.webp`;

let s3: TestS3Server;
let folder: string;
beforeAll(async () => {
  s3 = await startTestS3Server();
  folder = await mkdtemp(join(tmpdir(), "helixmap-media-"));
});
afterAll(async () => {
  await s3.stop();
  await rm(folder, { recursive: true, force: true });
});

/** The one suite both storages pass: what the library relies on, nothing either adds. */
const LANES: { name: string; open: () => Promise<MediaStorage> }[] = [
  { name: "folder", open: async () => folderStorage(await mkdtemp(join(folder, "lane-"))) },
  { name: "S3 bucket", open: async () => bucketStorage(await s3.bucket()) },
];

describe.each(LANES)("media storage: $name", ({ open }) => {
  it("gives back what was put, and null for a key never put", async () => {
    const storage = await open();
    await storage.put(KEY_A, new Uint8Array([1, 2, 3]), "image/png");
    expect(await storage.get(KEY_A)).toEqual(new Uint8Array([1, 2, 3]));
    expect(await storage.get(KEY_B)).toBeNull();
  });

  it("lists every key, and forgets a deleted one", async () => {
    const storage = await open();
    await storage.put(KEY_A, new Uint8Array([1]), "image/png");
    await storage.put(KEY_B, new Uint8Array([2]), "image/webp");
    const keys = async () => {
      const all: string[] = [];
      for await (const key of storage.keys()) all.push(key);
      return all.sort();
    };
    expect(await keys()).toEqual([KEY_A, KEY_B]);
    await storage.delete(KEY_A);
    expect(await storage.get(KEY_A)).toBeNull();
    expect(await keys()).toEqual([KEY_B]);
    await storage.delete(KEY_A);
  });

  it("refuses a key that could name another place", async () => {
    const storage = await open();
    for (const key of ["../../etc/passwd", `${"a".repeat(64)}/x.png`, `${"A".repeat(64)}.png`, ""]) {
      await expect(storage.put(key, new Uint8Array([1]), "image/png"), key).rejects.toThrow(/Not a media storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/Not a media storage key/);
    }
  });
});

describe("uploads with MEDIA_S3_BUCKET set", () => {
  let h: Harness;
  let bucket: string;
  beforeAll(async () => {
    const location = await s3.bucket();
    bucket = location.bucket;
    h = await startHarness("pglite", {
      env: {
        MEDIA_S3_BUCKET: location.bucket,
        MEDIA_S3_ENDPOINT: location.endpoint!,
        MEDIA_S3_REGION: location.region,
      },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it("stores the files in the bucket, not under DATA_DIR, and serves them from there", async () => {
    const admin = await h.createUser("administrator");
    const bytes = await pngOf(400, 300);
    const res = await upload(h, admin.cookie, { name: "in-the-bucket.png", bytes });
    expect(res.status).toBe(201);
    expect(h.services.media.storage.location).toBe(`s3://${bucket}/media/`);
    const keys: string[] = [];
    for await (const key of bucketStorage({ bucket, endpoint: s3.endpoint, region: s3.region }).keys()) keys.push(key);
    const [row] = await h.services.db.select().from(mediaAssets).where(eq(mediaAssets.id, res.body.asset.id));
    expect(keys.sort()).toEqual([...new Set(row!.files.map((f) => f.key))].sort());
    expect(row!.files.map((f) => f.name)).toEqual(["file", "thumbnail", "w320.avif", "w320.webp", "fallback"]);
    expect(await readdir(h.dataDir)).not.toContain("media");
    const file = await fetchBytes(h, admin.cookie, API_PATHS.mediaFile(res.body.asset.id));
    expect(file.status).toBe(200);
    expect(file.bytes.byteLength).toBe(res.body.asset.bytes);
  });
});
