import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { API_PATHS } from "@helixmap/common/api-paths";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from "../src/test/databases";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  postJson,
  registerConfirmed,
  type ServerProcess,
  signedInAdmin,
  signIn,
  startServerProcess,
} from "./support/server-process";

const JOURNAL = JSON.parse(readFileSync(new URL("../drizzle/meta/_journal.json", import.meta.url), "utf8")) as {
  entries: unknown[];
};

async function status(server: ServerProcess, path: string, cookie: string): Promise<number> {
  return (await fetch(server.url + path, { headers: { cookie } })).status;
}

describe.skipIf(!TEST_DATABASE_URL)(
  `two instances on one PostgreSQL${TEST_DATABASE_URL ? "" : " (skipped: TEST_DATABASE_URL is not set)"}`,
  () => {
    let database: TestDatabase;
    let dataDir: string;
    let a: ServerProcess;
    let b: ServerProcess;

    beforeAll(async () => {
      database = await createTestDatabase("postgres");
      // One data directory for both, as for instances sharing a mail outbox; the database is PostgreSQL.
      dataDir = await mkdtemp(join(tmpdir(), "helixmap-two-"));
      [a, b] = await Promise.all([
        startServerProcess({ dataDir, databaseUrl: database.url }),
        startServerProcess({ dataDir, databaseUrl: database.url }),
      ]);
    });
    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    });

    it("both starting at once migrate the database exactly once", async () => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const applied = await client.query<{ hash: string; n: number }>(
        "select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash",
      );
      await client.end();
      expect(applied.rows).toHaveLength(JOURNAL.entries.length);
      for (const row of applied.rows) expect(row.n).toBe(1);
      for (const server of [a, b]) {
        expect(await (await fetch(server.url + API_PATHS.health)).json()).toEqual({ status: "ok", database: true });
      }
    });

    it("a session made on one instance is valid on the other, and sign-out everywhere ends it on both", async () => {
      const onA = await signedInAdmin(a, dataDir);
      expect(await status(b, API_PATHS.me, onA)).toBe(200);
      expect(await status(b, API_PATHS.users, onA)).toBe(200);
      const onB = await signIn(b, ADMIN_EMAIL, ADMIN_PASSWORD);
      expect(await status(a, API_PATHS.me, onB)).toBe(200);

      const out = await postJson(a.url, API_PATHS.auth.signOut, { scope: "global" }, onA);
      expect(out.status).toBe(200);
      for (const server of [a, b]) {
        for (const cookie of [onA, onB]) expect(await status(server, API_PATHS.me, cookie)).toBe(401);
      }
    });

    it("sign-in throttling counts failures made on both instances", async () => {
      const email = `locked-${Date.now()}@test.helixmap.example`;
      const password = "the-right-password";
      await registerConfirmed(a, dataDir, email, password);
      // Three failures on one, two on the other: the five free failures of this client; the next attempt waits.
      for (const server of [a, a, a, b, b]) {
        const res = await postJson(server.url, API_PATHS.auth.signIn, { email, password: "a-wrong-password" });
        expect(res.status).toBe(401);
      }
      for (const server of [a, b]) {
        const res = await postJson(server.url, API_PATHS.auth.signIn, { email, password });
        expect(res.status).toBe(429);
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    });
  },
);
