import { API_PATHS } from "@helixmap/common/api-paths";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { describeOnDatabases } from "../test/harness";
import { healthRoutes } from "./health-routes";

const running = { shuttingDown: () => false };

describeOnDatabases("readiness and liveness", (h) => {
  it("is ready once the database answers, every migration is applied and the live generation is loaded", async () => {
    // This test server has no web build, so nothing is served until the first deploy.
    const before = await h().call("GET", API_PATHS.ready);
    expect(before.status).toBe(503);
    expect(before.body).toEqual({ status: "not ready", failing: ["live generation"] });
    const admin = await h().createUser("administrator");
    expect((await h().call("POST", API_PATHS.deployments, { body: {}, cookie: admin.cookie })).status).toBe(201);
    const res = await h().call("GET", API_PATHS.ready);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ready" });
  });

  it("names the migrations when the database lacks one, while liveness stays 200", async () => {
    const db = h().services.db;
    const { rows } = (await db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning *`,
    )) as unknown as { rows: Record<string, unknown>[] };
    try {
      const res = await h().call("GET", API_PATHS.ready);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: "not ready", failing: ["migrations"] });
      expect((await h().call("GET", API_PATHS.health)).status).toBe(200);
    } finally {
      const row = rows[0]!;
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
      );
    }
  });

  it("answers 503 naming shutdown once the server begins to stop, so a load balancer drains it first", async () => {
    const app = new Hono().route("/", healthRoutes(h().services, h().database, { shuttingDown: () => true }));
    const res = await app.request(API_PATHS.ready);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "not ready", failing: ["shutdown"] });
  });

  it("names the database when it does not answer (liveness says so too)", async () => {
    const gone = await openDatabase({ dataDir: null });
    await gone.close();
    const app = new Hono().route("/", healthRoutes(h().services, gone, running));
    const res = await app.request(API_PATHS.ready);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { failing: string[] }).failing).toContain("database");
    expect((await app.request(API_PATHS.health)).status).toBe(503);
  });
});
