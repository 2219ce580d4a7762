import type { MiddlewareHandler } from "hono";

const SITE_DOCUMENTS_PREFIX = "/documents/";

interface Policies {
  /** Every response: framed by nobody. */
  page: string;
  /** Site documents (the Science page's viewer) may be framed by this site's own pages, by nobody else. */
  document: string;
}

/**
 * Security headers for every response. Inline scripts are allowed only by
 * the hashes of the live generation's pages, never by 'unsafe-inline'; the
 * policy follows each deploy or rollback.
 */
export function securityHeaders(scriptHashes: () => readonly string[]): MiddlewareHandler {
  let hashesOfPolicy: readonly string[] | undefined;
  let policies: Policies = { page: "", document: "" };
  const policiesFor = (hashes: readonly string[]) => {
    if (hashes !== hashesOfPolicy) {
      hashesOfPolicy = hashes;
      policies = { page: contentSecurityPolicy(hashes, "'none'"), document: contentSecurityPolicy(hashes, "'self'") };
    }
    return policies;
  };

  return async (c, next) => {
    // Read before the handler runs, in the same turn as the static handler reads the live files.
    const current = policiesFor(scriptHashes());
    await next();
    const h = c.res.headers;
    const siteDocument = c.req.path.startsWith(SITE_DOCUMENTS_PREFIX);
    h.set("Content-Security-Policy", siteDocument ? current.document : current.page);
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("X-Frame-Options", siteDocument ? "SAMEORIGIN" : "DENY");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    const proto = c.req.header("x-forwarded-proto") ?? new URL(c.req.url).protocol.replace(":", "");
    if (proto === "https") h.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  };
}

function contentSecurityPolicy(scriptHashes: readonly string[], frameAncestors: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join("; ");
}
