import type { Context } from "hono";
import type { Env } from "../config/env";

/**
 * A stand-in request whose URL carries the origin for mail links; better-auth
 * hands it to the mail callbacks in src/auth/auth.ts. In production links use
 * SITE_ORIGIN. Elsewhere SITE_ORIGIN is a fictional default, so links use the
 * origin of the request that triggered the mail (its Host header), which lets
 * a developer or a browser test follow them to the server it is talking to.
 */
export function mailRequest(c: Context, env: Env): Request {
  const origin = env.NODE_ENV === "production" ? env.SITE_ORIGIN : new URL(c.req.url).origin;
  return new Request(new URL(c.req.path, origin));
}
