import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { Logger } from "../log";
import type { Metrics } from "../metrics/metrics";

/**
 * One log line and one count per request: method, the route pattern that answered (never the path itself, which
 * holds ids and tokens), status and duration. `*` is a file of the public site or the staff app's shell.
 */
export function accessLog(log: Logger, metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    // After next() the route index rests on the handler that answered.
    const route = routePath(c) || "*";
    const seconds = (performance.now() - started) / 1000;
    const labels = { method: c.req.method, route, status: String(c.res.status) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, seconds);
    log.info({ ...labels, status: c.res.status, durationMs: Math.round(seconds * 10_000) / 10 }, "request");
  };
}
