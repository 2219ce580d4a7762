// `npm run restore -- <file> [--force]`: an archive from `npm run backup` back into an empty database.
import { mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import { ArchiveRefused } from "../backup/archive";
import { restoreBackup } from "../backup/restore-backup";
import { TABLES_NOT_BACKED_UP } from "../backup/tables";
import { loadEnv } from "../config/env";
import { openDatabase } from "../db/client";
import { CommandRefusal, runCommand } from "./run-command";

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const files = args.filter((a) => a !== "--force");
  if (files.length !== 1) throw new CommandRefusal("Usage: npm run restore -- <file> [--force]");
  const env = loadEnv();
  if (!env.DATABASE_URL && env.EMBEDDED_DATABASE === "pglite") {
    throw new CommandRefusal("npm run restore restores into the embedded PostgreSQL or DATABASE_URL, not PGlite.");
  }
  const file = resolve(files[0]!);
  const { manifest, migrated } = await restoreBackup(
    env,
    async () => {
      await mkdir(env.dataDir, { recursive: true });
      return openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir, migrate: false });
    },
    file,
    { force },
  );
  const rows = Object.values(manifest.database.tables).reduce((n, t) => n + t.rows, 0);
  console.log(
    `\n  Restored ${rows} rows from ${file} (version ${manifest.product.version}, taken ${manifest.createdAt}); every checksum matched.`,
  );
  if (migrated > 0) console.log(`  ${migrated} newer migration(s) applied after the archive's rows.`);
  console.log(`  Not in any archive: ${Object.values(TABLES_NOT_BACKED_UP).join(", ")}; everyone signs in again.`);
  console.log("  Start the server: it renders the live generation of the public site from the restored database.\n");
  return 0;
}

await runCommand({ name: "The restore", expected: [ArchiveRefused] }, main);
