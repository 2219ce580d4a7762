import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePgliteClient } from "drizzle-orm/pglite/migrator";
import type { Database, DatabaseHandle } from "./client";
import { migrationsFolder } from "./migrate";
import * as schema from "./schema";

export async function migratePglite(client: PGlite): Promise<void> {
  await migratePgliteClient(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
}

/** PGlite files under DATA_DIR/pglite (EMBEDDED_DATABASE=pglite), or in memory for `dataDir: null` (the tests' fast lane). */
export async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  let dir: string | undefined;
  if (dataDir) {
    dir = join(dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir);
  await migratePglite(client);
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
    close: () => client.close(),
  };
}
