import { inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { generationFiles } from "../../db/schema";
import { type StaticFile, staticFile } from "../static/file-index";

/** Rows per statement: large enough to be quick, small enough for one round trip's memory. */
const BATCH = 200;

/**
 * Bytes of files per insert. The driver turns each statement's files into text on the main thread, which
 * answers no request meanwhile: 200 pages with their compressed copies would hold it for tens of
 * milliseconds, so a statement carries at most about this much.
 */
const BATCH_BYTES = 512 * 1024;

function batches<T>(items: readonly T[], size: (item: T) => number = () => 0): T[][] {
  const out: T[][] = [];
  let batch: T[] = [];
  let bytes = 0;
  for (const item of items) {
    if (batch.length > 0 && (batch.length >= BATCH || bytes + size(item) > BATCH_BYTES)) {
      out.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(item);
    bytes += size(item);
  }
  if (batch.length > 0) out.push(batch);
  return out;
}

const storedBytes = ([, f]: [string, StaticFile]) => f.body.length + (f.gzip?.length ?? 0) + (f.br?.length ?? 0);

/**
 * Stores the files a deploy wrote (pages, data files, feeds, sitemap: not the web build's, which every
 * instance has, nor the pages it linked unchanged from the generation before, stored by then) that the
 * database does not hold yet, by content hash.
 */
export async function storeGenerationFiles(
  db: Executor,
  files: ReadonlyMap<string, StaticFile>,
  written: readonly string[],
): Promise<void> {
  const byHash = new Map<string, StaticFile>();
  for (const path of written) {
    const file = files.get(path);
    if (file) byHash.set(file.etag, file);
  }
  const stored = new Set<string>();
  for (const hashes of batches([...byHash.keys()])) {
    const rows = await db
      .select({ hash: generationFiles.hash })
      .from(generationFiles)
      .where(inArray(generationFiles.hash, hashes));
    for (const row of rows) stored.add(row.hash);
  }
  const missing = [...byHash].filter(([hash]) => !stored.has(hash));
  for (const batch of batches(missing, storedBytes)) {
    await db
      .insert(generationFiles)
      .values(batch.map(([hash, f]) => ({ hash, body: f.body, gzip: f.gzip ?? null, br: f.br ?? null })))
      .onConflictDoNothing();
  }
}

/**
 * A stored generation's files, as the server holds them: those this instance already serves (the live
 * generation, the web build) by hash, the others read from the database. Null when the database lacks one
 * (a generation stored before this table, or a file of another web build): the caller renders it instead.
 */
export async function loadStoredGeneration(
  db: Executor,
  fileHashes: Readonly<Record<string, string>>,
  known: readonly ReadonlyMap<string, StaticFile>[],
): Promise<Map<string, StaticFile> | null> {
  const byHash = new Map<string, StaticFile>();
  for (const served of known) for (const file of served.values()) byHash.set(file.etag, file);
  const files = new Map<string, StaticFile>();
  const wanted = new Map<string, string[]>();
  for (const [path, hash] of Object.entries(fileHashes)) {
    const samePath = known.map((served) => served.get(path)).find((file) => file?.etag === hash);
    const sameBytes = samePath ?? byHash.get(hash);
    if (samePath) files.set(path, samePath);
    // The same bytes at another path: its type and headers are the path's own.
    else if (sameBytes) files.set(path, staticFile(path, sameBytes.body, sameBytes));
    else wanted.set(hash, [...(wanted.get(hash) ?? []), path]);
  }
  for (const hashes of batches([...wanted.keys()])) {
    const rows = await db.select().from(generationFiles).where(inArray(generationFiles.hash, hashes));
    for (const row of rows) {
      for (const path of wanted.get(row.hash) ?? []) {
        files.set(path, staticFile(path, row.body, { gzip: row.gzip ?? undefined, br: row.br ?? undefined }));
      }
      wanted.delete(row.hash);
    }
  }
  return wanted.size === 0 ? files : null;
}

/** Drops stored files no kept generation refers to any more (run after pruning generations). */
export async function pruneGenerationFiles(db: Executor): Promise<void> {
  await db.execute(sql`
    DELETE FROM generation_files g
    WHERE NOT EXISTS (
      SELECT 1 FROM site_generations s, jsonb_each_text(s.file_hashes) f WHERE f.value = g.hash
    )`);
}
