import { existsSync } from "node:fs";
import { rename } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Database } from "./client";
import type { EmbeddedLogger } from "./embedded-postgres";
import { migratePglite } from "./pglite";
import * as schema from "./schema";

/** Rows per INSERT while copying (well under PostgreSQL's 65,535 parameters for any table here). */
const COPY_BATCH_ROWS = 500;

/**
 * A data directory from before the embedded PostgreSQL holds a PGlite
 * database in DATA_DIR/pglite. Its rows are copied once into the (empty)
 * embedded PostgreSQL in one transaction, then the folder is renamed to
 * pglite-imported-<time> so it is neither read again nor lost.
 */
export async function importPgliteData(dataDir: string, db: Database, log: EmbeddedLogger): Promise<void> {
  const source = join(dataDir, "pglite");
  if (!existsSync(join(source, "PG_VERSION"))) return;
  log.info({ source }, "copying the PGlite database into the embedded PostgreSQL (once)");
  const client = await PGlite.create(source);
  try {
    await migratePglite(client);
    const from = drizzlePglite(client, { schema });
    const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
    await db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`select count(*)::int as n from "user"`)) as unknown as {
        rows: { n: number }[];
      };
      if ((rows[0]?.n ?? 0) > 0) {
        log.warn({ source }, "the embedded PostgreSQL already holds accounts; the PGlite data was not copied again");
        return;
      }
      // Foreign keys are checked by the source already; copying table by table in any order needs them off.
      await tx.execute(sql`set local session_replication_role = replica`);
      for (const table of tables) {
        const all = await from.select().from(table);
        for (let i = 0; i < all.length; i += COPY_BATCH_ROWS) {
          await tx.insert(table).values(all.slice(i, i + COPY_BATCH_ROWS));
        }
      }
    });
  } finally {
    await client.close();
  }
  const kept = `${source}-imported-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  await rename(source, kept);
  log.info({ kept }, "PGlite data copied; the old folder is kept and can be deleted");
}
