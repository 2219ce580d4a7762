import type { MiddlewareHandler } from "hono";

const SITE_DOCUMENTS_PREFIX = "/documents/";

/**
 * Security headers for every response. Inline scripts are allowed only by
 * the hashes computed at build time, never by 'unsafe-inline'.
 */
export function securityHeaders(scriptHashes: string[]): MiddlewareHandler {
  const policy = (frameAncestors: string) =>
    [
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
  const csp = policy("'none'");
  // Site documents (the Science page's viewer) may be framed by this site's own pages, by nobody else.
  const documentCsp = policy("'self'");

  return async (c, next) => {
    await next();
    const h = c.res.headers;
    const siteDocument = c.req.path.startsWith(SITE_DOCUMENTS_PREFIX);
    h.set("Content-Security-Policy", siteDocument ? documentCsp : csp);
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("X-Frame-Options", siteDocument ? "SAMEORIGIN" : "DENY");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    const proto = c.req.header("x-forwarded-proto") ?? new URL(c.req.url).protocol.replace(":", "");
    if (proto === "https") h.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  };
}
