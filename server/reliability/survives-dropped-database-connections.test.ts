import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { API_PATHS } from "@helixmap/common/api-paths";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DATABASE_URL } from "../src/test/databases";
import { startServerProcess } from "./support/server-process";

describe.skipIf(!TEST_DATABASE_URL)(
  `dropped database connections${TEST_DATABASE_URL ? "" : " (skipped: TEST_DATABASE_URL is not set)"}`,
  () => {
    it("the server keeps running and answers when PostgreSQL terminates its idle connections", async () => {
      const database = await createTestDatabase("postgres");
      const dataDir = await mkdtemp(join(tmpdir(), "helixmap-dropped-"));
      const server = await startServerProcess({ dataDir, databaseUrl: database.url });
      try {
        // Several requests at once leave several idle connections in the pool.
        await Promise.all(Array.from({ length: 5 }, () => fetch(server.url + API_PATHS.health)));
        const name = new URL(database.url ?? "").pathname.slice(1);
        // What a failover, a restart or an administrator's pg_terminate_backend does to a running server.
        const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
        await admin.connect();
        const killed = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
          [name],
        );
        await admin.end();
        expect(killed.rowCount).toBeGreaterThan(0);
        await new Promise((r) => setTimeout(r, 500));

        const health = await fetch(server.url + API_PATHS.health);
        expect(await health.json()).toEqual({ status: "ok", database: true });
      } finally {
        const code = await server.stop();
        await database.drop();
        await rm(dataDir, { recursive: true, force: true });
        expect(code, server.output()).toBe(0);
      }
    });
  },
);
