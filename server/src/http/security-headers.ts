import { IMAGE_HOSTS } from "@helixmap/common/image-hosts";
import type { Context, MiddlewareHandler } from "hono";

const SITE_DOCUMENTS_PREFIX = "/documents/";
/** A data-room document's stamped copy, shown in the staff area's in-page viewer. */
const DATA_ROOM_VIEW = /^\/api\/data-room\/documents\/[^/]+\/view$/;
/** The context key under which the handler names the inline scripts of the page it answers with. */
const INLINE_SCRIPTS = "inlineScriptHashes";
const NO_SCRIPTS: readonly string[] = [];

interface Policies {
  /** Every response: framed by nobody. */
  page: string;
  /** Site documents (the Science page's viewer) and data-room views may be framed by this site's own pages, by nobody else. */
  document: string;
}

/**
 * Lets the inline scripts of the page being answered run: its CSP carries these hashes and no other page's.
 * The static handler passes the served file's own, so the policy always matches the bytes sent.
 */
export function allowInlineScripts(c: Context, hashes: readonly string[]): void {
  c.set(INLINE_SCRIPTS, hashes);
}

/**
 * Security headers for every response. Inline scripts are allowed only by
 * the hashes of the page served (allowInlineScripts), never by 'unsafe-inline';
 * any other answer allows none.
 */
export function securityHeaders(): MiddlewareHandler {
  // A page's hash list is one array for as long as its generation is served: build its policies once.
  const built = new WeakMap<readonly string[], Policies>();
  const policiesFor = (hashes: readonly string[]) => {
    let policies = built.get(hashes);
    if (!policies) {
      policies = { page: contentSecurityPolicy(hashes, "'none'"), document: contentSecurityPolicy(hashes, "'self'") };
      built.set(hashes, policies);
    }
    return policies;
  };

  return async (c, next) => {
    await next();
    const current = policiesFor((c.get(INLINE_SCRIPTS) as readonly string[] | undefined) ?? NO_SCRIPTS);
    const h = c.res.headers;
    const siteDocument = c.req.path.startsWith(SITE_DOCUMENTS_PREFIX) || DATA_ROOM_VIEW.test(c.req.path);
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
    // Not any https: host: an image from elsewhere tells that host who reads the page.
    `img-src 'self' data: ${IMAGE_HOSTS.join(" ")}`,
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join("; ");
}
