import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "./api/app-env";
import { auditRoutes } from "./api/audit-routes";
import { authRoutes } from "./api/auth-routes";
import { loadCaller } from "./api/caller";
import { contentRoutes } from "./api/content-routes";
import { deploymentRoutes } from "./api/deployment-routes";
import { ApiProblem, apiError, problemResponse } from "./api/errors";
import { meRoutes } from "./api/me-routes";
import { usersRoutes } from "./api/users-routes";
import type { DatabaseHandle } from "./db/client";
import { originCheck } from "./http/origin-check";
import { securityHeaders } from "./http/security-headers";
import type { Services } from "./services";
import type { StaticFile } from "./static/file-index";
import { resolveFile, sendFile } from "./static/serve-static";
import { pressAlertRoutes } from "./subscriptions/routes";

/** Request bodies above this are refused before they are read (the content field alone allows 100 000 characters). */
export const MAX_BODY_BYTES = 256 * 1024;

export interface AppDeps {
  services: Services;
  database: DatabaseHandle;
  files: Map<string, StaticFile>;
  scriptHashes: string[];
}

export function createApp(deps: AppDeps) {
  const { services } = deps;
  const app = new Hono<AppEnv>();
  app.use(securityHeaders(deps.scriptHashes));

  app.get("/api/health", async (c) => {
    const database = await deps.database.ping();
    return c.json({ status: database ? "ok" : "degraded", database }, database ? 200 : 503);
  });

  app.use(
    "/api/*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        apiError(c, 413, "PAYLOAD_TOO_LARGE", `Request bodies are limited to ${MAX_BODY_BYTES / 1024} KB`),
    }),
  );
  app.use(
    "/api/*",
    originCheck({ siteOrigin: services.env.SITE_ORIGIN, trustedOrigins: services.env.TRUSTED_ORIGINS }),
  );
  app.use("/api/*", loadCaller(services));
  for (const routes of [
    authRoutes,
    meRoutes,
    contentRoutes,
    usersRoutes,
    auditRoutes,
    deploymentRoutes,
    pressAlertRoutes,
  ]) {
    app.route("/", routes(services));
  }
  app.all("/api/*", (c) => apiError(c, 404, "NOT_FOUND", "No such API route"));

  app.on(["GET", "HEAD"], "*", (c) => {
    const file = resolveFile(deps.files, c.req.path);
    if (file) return sendFile(c, file);
    return c.redirect("/", 302);
  });

  app.onError((err, c) => {
    if (err instanceof ApiProblem) return problemResponse(c, err);
    services.log.error({ err, path: c.req.path }, "unhandled error");
    return apiError(c, 500, "INTERNAL", "Something went wrong on our side");
  });

  return app;
}
