import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { appSettings } from "../../db/schema";

/** The live pointer and the auto-deploy switch, rows of app_settings shared by every instance. */
const LIVE_GENERATION = "live_generation_id";
/** How many times the live pointer was written: a rollback to the generation already live still counts. */
const LIVE_CHANGES = "live_generation_changes";
const AUTO_DEPLOY = "auto_deploy";

async function read(db: Executor, key: string): Promise<string | null> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  return row?.value ?? null;
}

async function write(db: Executor, key: string, value: string): Promise<void> {
  await db.insert(appSettings).values({ key, value }).onConflictDoUpdate({ target: appSettings.key, set: { value } });
}

/** Null while the build's own pages (generation 0) are live. */
export const readLiveGenerationId = (db: Executor) => read(db, LIVE_GENERATION);

/**
 * Reads the live pointer and locks its row until `tx` ends. A deploy's commit, a rollback and pruning each
 * take this lock first, so they take turns: a deploy never commits over a rollback made while it ran, and a
 * rollback never points at a generation pruned meanwhile. (Before the first deploy there is no row to lock,
 * and nothing to roll back to or prune.)
 */
export async function lockLiveGenerationId(tx: Executor): Promise<string | null> {
  const [row] = await tx
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, LIVE_GENERATION))
    .for("update");
  return row?.value ?? null;
}
/** Every deploy's commit and every rollback goes through here, so each write counts as a change. */
export async function writeLiveGenerationId(db: Executor, id: string): Promise<void> {
  await write(db, LIVE_GENERATION, id);
  await write(db, LIVE_CHANGES, String((await readLiveChanges(db)) + 1));
}

/**
 * What a deploy compares before it commits: unlike the id, it moves on a rollback to the generation
 * that was already live, or to another and back, so no rollback made while a deploy ran is undone.
 */
export const readLiveChanges = async (db: Executor) => Number((await read(db, LIVE_CHANGES)) ?? 0);

/** Off until an administrator switches it on. */
export const readAutoDeploy = async (db: Executor) => (await read(db, AUTO_DEPLOY)) === "on";
export const writeAutoDeploy = (db: Executor, on: boolean) => write(db, AUTO_DEPLOY, on ? "on" : "off");
