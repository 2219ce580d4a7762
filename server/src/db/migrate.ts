import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePgClient } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";

/** Arbitrary constant shared by every instance, so concurrent start-ups apply migrations one at a time. */
const MIGRATION_LOCK_KEY = 72_450_113;

/** server/drizzle, from the sources (src/db) or from the bundle (dist). */
export function migrationsFolder(): string {
  for (const relative of ["../../drizzle", "../drizzle"]) {
    const dir = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(`${dir}/meta/_journal.json`)) return dir;
  }
  throw new Error("Migrations folder server/drizzle not found");
}

export async function migratePostgres(pool: pg.Pool, folder = migrationsFolder()): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migratePgClient(drizzlePg(client), { migrationsFolder: folder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
