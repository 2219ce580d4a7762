import { API_PATHS } from "@helixmap/common/api-paths";
import { Hono } from "hono";
import type { DatabaseHandle } from "../db/client";
import { currentLevel, databaseLevel } from "../db/migration-level";
import type { Services } from "../services";

export interface Lifecycle {
  /** True once shutdown began: readiness fails first, so a load balancer stops sending requests. */
  shuttingDown(): boolean;
}

/** Why this instance should not get traffic yet (or any more); empty when it is ready. */
async function failingParts(services: Services, database: DatabaseHandle, lifecycle: Lifecycle): Promise<string[]> {
  if (lifecycle.shuttingDown()) return ["shutdown"];
  const failing: string[] = [];
  if (!(await database.ping())) {
    failing.push("database");
  } else {
    const [applied, wanted] = await Promise.all([databaseLevel(services.db).catch(() => null), currentLevel()]);
    if (applied?.applied !== wanted.applied) failing.push("migrations");
  }
  if (services.publishing.live().files.size === 0) failing.push("live generation");
  return failing;
}

/**
 * Liveness (/api/health: the process answers, and says whether the database does) and readiness (/api/ready:
 * 200 only when this instance can serve everything). Both need no session and come before the API's middleware.
 */
export function healthRoutes(services: Services, database: DatabaseHandle, lifecycle: Lifecycle) {
  const app = new Hono();
  app.get(API_PATHS.health, async (c) => {
    const ok = await database.ping();
    return c.json({ status: ok ? "ok" : "degraded", database: ok }, ok ? 200 : 503);
  });
  app.get(API_PATHS.ready, async (c) => {
    const failing = await failingParts(services, database, lifecycle);
    return failing.length === 0
      ? c.json({ status: "ready" }, 200)
      : c.json({ status: "not ready", failing }, 503, { "Cache-Control": "no-store" });
  });
  return app;
}
