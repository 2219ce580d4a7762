import { createReadStream } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { sql } from "drizzle-orm";
import type { Database, Executor, Transaction } from "../db/client";
import type { Manifest } from "./manifest";
import { loadOrder, selfReferencing } from "./tables";

/** Rows per INSERT: one JSON array parameter each, a few MB at most for the largest rows here. */
const INSERT_ROWS = 500;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The product's tables in the target database that hold any row (a fresh database holds none). */
export async function tablesWithRows(db: Executor): Promise<string[]> {
  const tables = rowsOf<{ table: string }>(
    await db.execute(sql`
      select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname
    `),
  ).map((r) => r.table);
  const filled: string[] = [];
  for (const table of tables) {
    const rows = rowsOf<unknown>(await db.execute(sql`select 1 from ${sql.identifier(table)} limit 1`));
    if (rows.length > 0) filled.push(table);
  }
  return filled;
}

/** Empties the target entirely (restore --force): the schema is built again at the archive's level. */
export async function dropEverything(db: Database): Promise<void> {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema public cascade`);
  await db.execute(sql`create schema public`);
}

async function insertRows(tx: Transaction, table: string, columns: string[], rows: string[]): Promise<void> {
  const list = sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  await tx.execute(
    sql`insert into ${sql.identifier(table)} (${list}) select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${`[${rows.join(",")}]`}::json)`,
  );
}

/**
 * Loads every table of the archive into a database migrated to the archive's level, in one transaction, parents
 * before children; a table that points to itself goes in one statement, since its foreign keys are checked at
 * the end of each statement.
 */
export async function loadDatabase(db: Database, workDir: string, manifest: Manifest): Promise<void> {
  const tables = manifest.database.tables;
  await db.transaction(async (tx) => {
    const self = await selfReferencing(tx);
    for (const table of await loadOrder(tx, Object.keys(tables))) {
      const { member, columns } = tables[table]!;
      const batchSize = self.has(table) ? Number.POSITIVE_INFINITY : INSERT_ROWS;
      let batch: string[] = [];
      const lines = createInterface({
        input: createReadStream(join(workDir, member)),
        crlfDelay: Number.POSITIVE_INFINITY,
      });
      for await (const line of lines) {
        if (!line) continue;
        batch.push(line);
        if (batch.length >= batchSize) {
          await insertRows(tx, table, columns, batch);
          batch = [];
        }
      }
      if (batch.length > 0) await insertRows(tx, table, columns, batch);
    }
  });
}
