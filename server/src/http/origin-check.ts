import type { MiddlewareHandler } from "hono";
import { apiError } from "../api/errors";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses state-changing API requests from foreign origins. Allowed: the
 * production origin, the server's own origin (by Host) and TRUSTED_ORIGINS.
 * Without an Origin header, a browser's same-origin Sec-Fetch-Site or no
 * Sec-Fetch-Site at all (curl, server-to-server, tests) may pass.
 */
export function originCheck(opts: { siteOrigin: string; trustedOrigins: string[] }): MiddlewareHandler {
  const allowed = new Set([opts.siteOrigin, ...opts.trustedOrigins]);
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (!origin) {
      const site = c.req.header("sec-fetch-site");
      if (!site || site === "same-origin" || site === "none") return next();
      return apiError(c, 403, "BAD_ORIGIN", "This request did not come from this site");
    }
    if (allowed.has(origin) || sameHost(origin, c.req.header("host"))) return next();
    return apiError(c, 403, "BAD_ORIGIN", "This request did not come from this site");
  };
}

function sameHost(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}
