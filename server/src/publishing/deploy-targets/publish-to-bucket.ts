import { DeleteObjectsCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import type { StaticFile } from "../static/file-index";

/** Uploads in flight at once. */
const UPLOADS_IN_FLIGHT = 8;
/** S3 deletes at most this many keys per request. */
const DELETE_BATCH = 1000;
/** The publisher's record of what the bucket holds: object key -> content hash of its file. */
const MANIFEST = "_helixmap/manifest.json";

export interface BucketTarget {
  client: S3Client;
  bucket: string;
  /** Key prefix without slashes at either end; empty for the bucket's root. */
  prefix: string;
}

type Manifest = Record<string, string>;

/** One object to upload: a file, or one of its pre-compressed copies. */
interface Upload {
  urlPath: string;
  key: string;
  body: Buffer;
  contentType: string;
  cacheControl: string;
  contentEncoding?: "br" | "gzip";
  hash: string;
}

const keyOf = (target: BucketTarget, urlPath: string) =>
  target.prefix ? `${target.prefix}${urlPath}` : urlPath.slice(1);
const manifestKey = (target: BucketTarget) => keyOf(target, `/${MANIFEST}`);

/** Hashed build output: its name changes with its bytes, so it can be cached for good and goes up first. */
const isAsset = (urlPath: string) => urlPath.startsWith("/assets/");

async function readManifest(target: BucketTarget): Promise<Manifest> {
  try {
    const res = await target.client.send(new GetObjectCommand({ Bucket: target.bucket, Key: manifestKey(target) }));
    return JSON.parse((await res.Body?.transformToString()) ?? "{}") as Manifest;
  } catch (err) {
    if (err instanceof NoSuchKey) return {};
    throw err;
  }
}

async function writeManifest(target: BucketTarget, manifest: Manifest): Promise<void> {
  await target.client.send(
    new PutObjectCommand({
      Bucket: target.bucket,
      Key: manifestKey(target),
      Body: JSON.stringify(manifest),
      ContentType: "application/json",
      CacheControl: "no-store",
    }),
  );
}

/** Every object a generation puts in the bucket: each file with the headers the server sends, and its copies. */
function uploadsOf(target: BucketTarget, files: ReadonlyMap<string, StaticFile>): Upload[] {
  const uploads: Upload[] = [];
  for (const [urlPath, file] of files) {
    const key = keyOf(target, urlPath);
    const base = { contentType: file.type, cacheControl: file.cacheControl, hash: file.etag };
    uploads.push({ urlPath, key, body: file.body, ...base });
    // A CDN picks the copy by Accept-Encoding (decision 019): same type, the encoding it was made with.
    if (file.br) uploads.push({ urlPath, key: `${key}.br`, body: file.br, contentEncoding: "br", ...base });
    if (file.gzip) uploads.push({ urlPath, key: `${key}.gz`, body: file.gzip, contentEncoding: "gzip", ...base });
  }
  return uploads;
}

/** Uploads each object, adding it to `done` once stored. */
async function upload(target: BucketTarget, uploads: readonly Upload[], done: Upload[] = []): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < uploads.length) {
      const u = uploads[next++]!;
      await target.client.send(
        new PutObjectCommand({
          Bucket: target.bucket,
          Key: u.key,
          Body: u.body,
          ContentType: u.contentType,
          CacheControl: u.cacheControl,
          ContentEncoding: u.contentEncoding,
          Metadata: { "content-hash": u.hash.replaceAll('"', "") },
        }),
      );
      done.push(u);
    }
  };
  await Promise.all(Array.from({ length: Math.min(UPLOADS_IN_FLIGHT, uploads.length) }, lane));
}

async function remove(target: BucketTarget, keys: readonly string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += DELETE_BATCH) {
    const batch = keys.slice(i, i + DELETE_BATCH);
    await target.client.send(
      new DeleteObjectsCommand({
        Bucket: target.bucket,
        Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
      }),
    );
  }
}

/** A generation uploaded but not yet switched to: `finish` removes what it no longer has, `undo` puts back what it replaced. */
export interface PendingPublication {
  /** After the switch: deletes the objects the generation no longer has and records what the bucket holds. */
  finish(): Promise<void>;
  /** When the deploy fails after its upload: puts the replaced pages back, so the previous site stays whole. */
  undo(previous: ReadonlyMap<string, StaticFile>): Promise<void>;
}

/**
 * Uploads a generation's objects that the bucket does not hold with the same content hash (all of them when
 * `everything`), hashed assets first and pages after them, so no page is served before the assets it loads.
 * Nothing is deleted yet: the previous site keeps working until the caller switches and calls `finish`.
 */
export async function uploadGeneration(
  target: BucketTarget,
  files: ReadonlyMap<string, StaticFile>,
  opts: { everything?: boolean } = {},
): Promise<PendingPublication> {
  const failed = (err: unknown, uploaded: Upload[], held: Manifest) =>
    Object.assign(new Error(`Uploading to bucket ${target.bucket} failed: ${errorText(err)}`), { uploaded, held });
  let held: Manifest;
  try {
    held = opts.everything ? {} : await readManifest(target);
  } catch (err) {
    throw failed(err, [], {});
  }
  const wanted = uploadsOf(target, files);
  const missing = wanted.filter((u) => held[u.key] !== u.hash);
  const uploaded: Upload[] = [];
  try {
    await upload(
      target,
      missing.filter((u) => isAsset(u.urlPath)),
      uploaded,
    );
    await upload(
      target,
      missing.filter((u) => !isAsset(u.urlPath)),
      uploaded,
    );
  } catch (err) {
    throw failed(err, uploaded, held);
  }
  const manifest: Manifest = { ...held };
  for (const u of wanted) manifest[u.key] = u.hash;
  return {
    async finish() {
      const keep = new Set(wanted.map((u) => u.key));
      const gone = Object.keys(held).filter((key) => !keep.has(key));
      await remove(target, gone);
      for (const key of gone) delete manifest[key];
      await writeManifest(target, manifest);
    },
    async undo(previous) {
      await restore(target, previous, uploaded, held);
    },
  };
}

/** Puts back the previous generation's objects that a failed publication overwrote, and removes those it added. */
async function restore(
  target: BucketTarget,
  previous: ReadonlyMap<string, StaticFile>,
  uploaded: readonly Upload[],
  held: Manifest,
): Promise<void> {
  const before = new Map(uploadsOf(target, previous).map((u) => [u.key, u]));
  const back = uploaded.flatMap((u) => {
    const old = before.get(u.key);
    return old && held[u.key] === old.hash ? [old] : [];
  });
  await upload(target, back);
  await remove(
    target,
    uploaded.filter((u) => !(u.key in held)).map((u) => u.key),
  );
}

/** Uploads that failed part-way: what they had uploaded, for `undoFailedUpload`. */
export async function undoFailedUpload(
  target: BucketTarget,
  err: unknown,
  previous: ReadonlyMap<string, StaticFile>,
): Promise<void> {
  const state = err as { uploaded?: Upload[]; held?: Manifest };
  if (state.uploaded && state.held) await restore(target, previous, state.uploaded, state.held);
}

function errorText(err: unknown): string {
  if (err instanceof Error) return err.name && err.name !== "Error" ? `${err.name}: ${err.message}` : err.message;
  return String(err);
}
