import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../db/client";

/** Set by .ci/run to the machine's PostgreSQL; without it the PostgreSQL lane is skipped. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export type LaneKind = "pglite" | "postgres";

export const LANES: { kind: LaneKind; name: string; skip: boolean }[] = [
  { kind: "pglite", name: "PGlite", skip: false },
  {
    kind: "postgres",
    name: TEST_DATABASE_URL ? "PostgreSQL" : "PostgreSQL (skipped: TEST_DATABASE_URL is not set)",
    skip: !TEST_DATABASE_URL,
  },
];

export interface TestDatabase {
  /** Set for the PostgreSQL lane: a fresh database of its own. */
  url?: string;
  drop(): Promise<void>;
}

/** A fresh, empty PostgreSQL database with a random name (dropped by `drop`), or an in-memory PGlite. */
export async function createTestDatabase(kind: LaneKind): Promise<TestDatabase> {
  if (kind === "pglite") return { drop: async () => {} };
  if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
  const name = `helixmap_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function openTestDatabase(kind: LaneKind): Promise<{ handle: DatabaseHandle; database: TestDatabase }> {
  const database = await createTestDatabase(kind);
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: null });
  return { handle, database };
}
