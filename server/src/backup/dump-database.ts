import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { AUTH_SECRET_SETTING } from "../auth/auth-secret";
import type { Database, Transaction } from "../db/client";
import { databaseLevel, type MigrationLevel } from "../db/migration-level";
import type { Manifest } from "./manifest";
import { listTables } from "./tables";

/** Rows fetched from the cursor at a time: bounded memory whatever the table's size. */
const FETCH_ROWS = 1000;

/** Rows a table's dump leaves out (the generated development AUTH_SECRET is a secret, never archived). */
const ROW_FILTERS: Record<string, SQL> = {
  app_settings: sql`where key <> ${AUTH_SECRET_SETTING}`,
};

export interface DatabaseDump {
  level: MigrationLevel;
  tables: Manifest["database"]["tables"];
  dataKeyIds: string[];
  twoFactorEnrolments: number;
}

const quoted = (name: string) => sql.identifier(name);

async function dumpTable(tx: Transaction, table: string, columns: string[], file: string): Promise<number> {
  const out = createWriteStream(file, { mode: 0o600 });
  const list = sql.join(columns.map(quoted), sql`, `);
  await tx.execute(
    sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as r from (select ${list} from ${quoted(table)} ${ROW_FILTERS[table] ?? sql``}) t`,
  );
  let rows = 0;
  for (;;) {
    const { rows: batch } = (await tx.execute(sql.raw(`fetch ${FETCH_ROWS} from backup_rows`))) as unknown as {
      rows: { r: string }[];
    };
    if (batch.length === 0) break;
    rows += batch.length;
    if (!out.write(`${batch.map((b) => b.r).join("\n")}\n`)) await once(out, "drain");
  }
  await tx.execute(sql`close backup_rows`);
  out.end();
  await once(out, "finish");
  return rows;
}

/**
 * Writes every table as JSON lines under `workDir/database/`, all read in one repeatable-read snapshot: the
 * archive is the database as it stood at one instant, while writes carry on beside it (the same way pg_dump
 * reads). Also notes what a restore will need from outside: the data keys in use and the two-factor enrolments.
 */
export async function dumpDatabase(db: Database, workDir: string): Promise<DatabaseDump> {
  await mkdir(join(workDir, "database"), { recursive: true });
  return db.transaction(
    async (tx) => {
      const level = await databaseLevel(tx);
      const tables: DatabaseDump["tables"] = {};
      for (const [table, columns] of await listTables(tx)) {
        const member = `database/${table}.jsonl`;
        tables[table] = { member, columns, rows: await dumpTable(tx, table, columns, join(workDir, member)) };
      }
      const { rows: keys } = (await tx.execute(
        sql`select distinct key_id from trial_applications order by key_id`,
      )) as unknown as { rows: { key_id: string }[] };
      const { rows: enrolments } = (await tx.execute(sql`select count(*)::int as n from two_factor`)) as unknown as {
        rows: { n: number }[];
      };
      return {
        level,
        tables,
        dataKeyIds: keys.map((k) => k.key_id),
        twoFactorEnrolments: enrolments[0]?.n ?? 0,
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
