import { FORM_POST_PATHS } from "@helixmap/common/form-answers";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { accountRoutes } from "./account/account-routes";
import { requireEnrolment } from "./account/enrolment";
import { meRoutes } from "./account/me-routes";
import type { AppEnv } from "./api/app-env";
import { loadCaller } from "./api/caller";
import { ApiProblem, apiError, problemResponse } from "./api/errors";
import { auditRoutes } from "./audit/audit-routes";
import { authRoutes } from "./auth/auth-routes";
import { contentRoutes } from "./content/content-routes";
import { draftRoutes } from "./content/draft-routes";
import { versionRoutes } from "./content/version-routes";
import { dataRoomRoutes } from "./data-room/data-room-routes";
import type { DatabaseHandle } from "./db/client";
import { healthRoutes, type Lifecycle } from "./health/health-routes";
import { accessLog } from "./http/access-log";
import { clientIpMiddleware } from "./http/client-ip";
import { originCheck } from "./http/origin-check";
import { requestContext } from "./http/request-context";
import { securityHeaders } from "./http/security-headers";
import { isMediaUpload, mediaRoutes } from "./media/media-routes";
import { metricsRoute } from "./metrics/metrics-route";
import { observeAtScrape } from "./metrics/observe";
import { pageRoutes } from "./pages/page-routes";
import { siteRoute } from "./pages/site-route";
import { presenceRoutes } from "./presence/presence-routes";
import { formPostRoutes } from "./public-forms/form-post-routes";
import { deploymentRoutes } from "./publishing/deploy/deployment-routes";
import { livePreviewRoutes } from "./publishing/preview/live-preview-routes";
import { previewRoutes } from "./publishing/preview/preview-routes";
import { resolveFile, sendFile } from "./publishing/static/serve-static";
import { releasePreviewRoutes } from "./releases/release-preview-routes";
import { releaseRoutes } from "./releases/release-routes";
import { reviewRoutes } from "./review/review-routes";
import type { Services } from "./services";
import { pressAlertRoutes } from "./subscriptions/routes";
import { trashRoutes } from "./trash/trash-routes";
import { applicationStaffRoutes } from "./trial-applications/staff-routes";
import { applicationSubmitRoutes } from "./trial-applications/submit-route";
import { usersRoutes } from "./users/users-routes";

/** Request bodies above this are refused before they are read (the content field alone allows 100 000 characters). */
export const MAX_BODY_BYTES = 256 * 1024;

export interface AppDeps {
  services: Services;
  database: DatabaseHandle;
  /** Told by server.ts when shutdown begins (readiness then fails); tests' servers never shut down that way. */
  lifecycle?: Lifecycle;
}

export function createApp(deps: AppDeps) {
  const { services } = deps;
  const app = new Hono<AppEnv>();
  app.use(requestContext(services.env.TRUST_PROXY));
  app.use(accessLog(services.log, services.metrics));
  app.use(securityHeaders());
  app.use(clientIpMiddleware(services.env.TRUST_PROXY));

  app.route("/", healthRoutes(services, deps.database, deps.lifecycle ?? { shuttingDown: () => false }));
  observeAtScrape(services.metrics, deps.database, services.db);
  app.route("/", metricsRoute(services.metrics, services.env.METRICS_TOKEN));

  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => apiError(c, 413, "PAYLOAD_TOO_LARGE", `Request bodies are limited to ${MAX_BODY_BYTES / 1024} KB`),
  });
  // Uploads read their own body as it streams, up to MEDIA_MAX_BYTES (server/src/media/read-upload.ts).
  app.use("/api/*", (c, next) => (isMediaUpload(c.req.method, c.req.path) ? next() : limitBody(c, next)));
  app.use(
    "/api/*",
    originCheck({ siteOrigin: services.env.SITE_ORIGIN, trustedOrigins: services.env.TRUSTED_ORIGINS }),
  );
  app.use("/api/*", loadCaller(services));
  app.use("/api/*", requireEnrolment(services.env));
  for (const routes of [
    authRoutes,
    meRoutes,
    accountRoutes,
    contentRoutes,
    versionRoutes,
    draftRoutes,
    pageRoutes,
    livePreviewRoutes,
    siteRoute,
    trashRoutes,
    presenceRoutes,
    usersRoutes,
    auditRoutes,
    deploymentRoutes,
    applicationSubmitRoutes,
    applicationStaffRoutes,
    pressAlertRoutes,
    mediaRoutes,
    reviewRoutes,
    releaseRoutes,
    dataRoomRoutes,
  ]) {
    app.route("/", routes(services));
  }
  app.all("/api/*", (c) => apiError(c, 404, "NOT_FOUND", "No such API route"));
  app.route("/", previewRoutes(services));
  app.route("/", releasePreviewRoutes(services));
  // The public forms posted without JavaScript; like the API, only from this site's own pages.
  const siteOnly = originCheck({ siteOrigin: services.env.SITE_ORIGIN, trustedOrigins: services.env.TRUSTED_ORIGINS });
  for (const path of Object.values(FORM_POST_PATHS)) app.post(path, siteOnly);
  app.route("/", formPostRoutes(services));

  // Public pages come from the live generation in memory: no request here reads the database.
  app.on(["GET", "HEAD"], "*", (c) => {
    const file = resolveFile(services.publishing.live().files, c.req.path);
    if (file) return sendFile(c, file);
    // A data file that is not in the generation: client navigation falls back to a full page load.
    if (c.req.path.endsWith(".data")) return c.body(null, 404);
    // Before the first deploy there is no home page to go to (the first start renders one).
    if (!resolveFile(services.publishing.live().files, "/")) {
      return c.text("The site has not been published yet.", 503, { "Retry-After": "5" });
    }
    return c.redirect("/", 302);
  });

  app.onError((err, c) => {
    if (err instanceof ApiProblem) return problemResponse(c, err);
    services.log.error({ err, path: c.req.path }, "unhandled error");
    return apiError(c, 500, "INTERNAL", "Something went wrong on our side");
  });

  return app;
}
