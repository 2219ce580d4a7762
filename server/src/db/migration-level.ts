import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { DatabaseHandle, Executor } from "./client";
import { migrationsFolder } from "./migrate";

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

interface Journal {
  entries: JournalEntry[];
}

/** How far a database's schema has come: the number of migrations applied and the last one's tag. */
export interface MigrationLevel {
  applied: number;
  last: string | null;
}

async function readJournal(folder = migrationsFolder()): Promise<Journal> {
  return JSON.parse(await readFile(join(folder, "meta", "_journal.json"), "utf8")) as Journal;
}

/** The level this build migrates every database to. */
export async function currentLevel(): Promise<MigrationLevel> {
  const { entries } = await readJournal();
  return { applied: entries.length, last: entries.at(-1)?.tag ?? null };
}

/** The level a database is at, read from Drizzle's own record (inside the caller's snapshot when it has one). */
export async function databaseLevel(db: Executor): Promise<MigrationLevel> {
  const { rows } = (await db.execute(sql`
    select count(*)::int as applied, max(created_at)::text as last_when from drizzle.__drizzle_migrations
  `)) as unknown as { rows: { applied: number; last_when: string | null }[] };
  const row = rows[0] ?? { applied: 0, last_when: null };
  const { entries } = await readJournal();
  const last = entries.find((e) => String(e.when) === row.last_when)?.tag ?? null;
  return { applied: row.applied, last };
}

/**
 * Brings an empty database to exactly `level`: the schema an archive's rows were taken from. Drizzle applies
 * whatever its journal lists, so a copy of the journal cut at that level is handed to it.
 */
export async function migrateToLevel(handle: DatabaseHandle, level: MigrationLevel): Promise<void> {
  const source = migrationsFolder();
  const journal = await readJournal(source);
  const entries = journal.entries.slice(0, level.applied);
  const folder = await mkdtemp(join(tmpdir(), "helixmap-migrations-"));
  try {
    await mkdir(join(folder, "meta"));
    await writeFile(join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
    for (const entry of entries) await copyFile(join(source, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
    await handle.migrate(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Whether this build knows the archive's level: the same migration at the same position. */
export async function knowsLevel(level: MigrationLevel): Promise<boolean> {
  const { entries } = await readJournal();
  if (level.applied > entries.length) return false;
  return level.applied === 0 || entries[level.applied - 1]?.tag === level.last;
}
