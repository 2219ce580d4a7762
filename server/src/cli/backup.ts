// `npm run backup -- <file>`: one archive of the database (and its manifest), taken while the server runs.
import { existsSync } from "node:fs";
import { stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { ArchiveRefused } from "../backup/archive";
import { createBackup } from "../backup/create-backup";
import { whereSecretsLive } from "../backup/secrets";
import { loadEnv } from "../config/env";
import { openDatabase } from "../db/client";
import { embeddedPaths } from "../db/embedded-postgres";
import { CommandRefusal, runCommand } from "./run-command";

async function main(): Promise<number> {
  const target = process.argv[2];
  if (!target) throw new CommandRefusal("Usage: npm run backup -- <file>");
  const env = loadEnv();
  if (!env.DATABASE_URL && env.EMBEDDED_DATABASE === "pglite") {
    throw new CommandRefusal(
      "npm run backup works on the embedded PostgreSQL and on DATABASE_URL; a server on PGlite takes scheduled backups itself (BACKUP_DIR).",
    );
  }
  if (!env.DATABASE_URL && !existsSync(join(embeddedPaths(env.dataDir).cluster, "PG_VERSION"))) {
    throw new CommandRefusal(`No database in ${env.dataDir}: set DATA_DIR (or DATABASE_URL) to the server's.`);
  }
  const file = resolve(target);
  if (existsSync(file)) throw new CommandRefusal(`${file} exists; give a new file name.`);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    migrate: false,
    besideRunningServer: true,
  });
  try {
    const { manifest } = await createBackup(env, database, file);
    const rows = Object.values(manifest.database.tables).reduce((n, t) => n + t.rows, 0);
    console.log(
      `\n  Backup written to ${file} (${Math.ceil((await stat(file)).size / 1024)} KB): ${Object.keys(manifest.database.tables).length} tables, ${rows} rows, migration ${manifest.migrations.last}.`,
    );
    console.log(
      "  It holds personal data (accounts, subscribers, the audit log): store it where only operators can read it.\n",
    );
    for (const line of whereSecretsLive(env, manifest.secrets.authSecret.source)) console.log(`  ${line}`);
    console.log("");
  } finally {
    await database.close();
  }
  return 0;
}

await runCommand({ name: "The backup", expected: [ArchiveRefused] }, main);
