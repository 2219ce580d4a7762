import { Hono } from "hono";
import { apiError } from "./api/errors";
import type { Env } from "./config/env";
import type { DatabaseHandle } from "./db/client";
import { securityHeaders } from "./http/security-headers";
import type { Logger } from "./log";
import type { StaticFile } from "./static/file-index";
import { resolveFile, sendFile } from "./static/serve-static";

export interface AppDeps {
  env: Env;
  log: Logger;
  database: DatabaseHandle;
  files: Map<string, StaticFile>;
  scriptHashes: string[];
}

export function createApp(deps: AppDeps) {
  const app = new Hono();
  app.use(securityHeaders(deps.scriptHashes));

  app.get("/api/health", async (c) => {
    const database = await deps.database.ping();
    return c.json({ status: database ? "ok" : "degraded", database }, database ? 200 : 503);
  });
  app.all("/api/*", (c) => apiError(c, 404, "NOT_FOUND", "No such API route"));

  app.on(["GET", "HEAD"], "*", (c) => {
    const file = resolveFile(deps.files, c.req.path);
    if (file) return sendFile(c, file);
    return c.redirect("/", 302);
  });

  app.onError((err, c) => {
    deps.log.error({ err, path: c.req.path }, "unhandled error");
    return apiError(c, 500, "INTERNAL", "Something went wrong on our side");
  });

  return app;
}
