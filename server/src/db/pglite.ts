import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePgliteClient } from "drizzle-orm/pglite/migrator";
import type { Database, DatabaseHandle } from "./client";
import { migrationsFolder } from "./migrate";
import * as schema from "./schema";

export async function migratePglite(client: PGlite, folder = migrationsFolder()): Promise<void> {
  await migratePgliteClient(drizzlePglite(client), { migrationsFolder: folder });
}

/** PGlite files under DATA_DIR/pglite (EMBEDDED_DATABASE=pglite), or in memory for `dataDir: null` (the tests' fast lane). */
export async function openPglite(dataDir: string | null, migrate = true): Promise<DatabaseHandle> {
  let dir: string | undefined;
  if (dataDir) {
    dir = join(dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir);
  if (migrate) await migratePglite(client);
  const db: Database = drizzlePglite(client, { schema });
  return {
    db,
    kind: "pglite",
    ping: async () => {
      try {
        await client.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    migrate: (folder) => migratePglite(client, folder),
    poolStats: () => ({ inUse: 0, waiting: 0 }),
    close: () => client.close(),
  };
}
