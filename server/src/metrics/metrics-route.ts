import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { Metrics } from "./metrics";

export const METRICS_PATH = "/metrics";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * GET /metrics in Prometheus' text format, for a scraper presenting METRICS_TOKEN as a bearer token. Without a
 * configured token the route does not exist (404), so nothing about the server is exposed by default.
 */
export function metricsRoute(metrics: Metrics, token: string | undefined) {
  const app = new Hono();
  app.get(METRICS_PATH, async (c) => {
    if (!token) return c.notFound();
    const presented = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
    // Compared as digests: equal lengths for timingSafeEqual, and no timing hint of the token's length.
    if (!timingSafeEqual(digest(presented), digest(token))) {
      return c.text("A bearer token (METRICS_TOKEN) is required\n", 401, { "WWW-Authenticate": "Bearer" });
    }
    return c.body(await metrics.registry.metrics(), 200, { "Content-Type": metrics.registry.contentType });
  });
  return app;
}
