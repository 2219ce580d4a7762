import type { Context } from "hono";
import { clientIp } from "../http/client-ip";

/**
 * The one header better-auth reads a client address from (src/auth/auth.ts),
 * so sessions record the address our TRUST_PROXY rule resolved, never an
 * `X-Forwarded-For` a client wrote.
 */
export const CLIENT_IP_HEADER = "x-helixmap-client-ip";

/** The request's headers for a better-auth call, with the client address we resolved. */
export function authHeaders(c: Context): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = clientIp(c);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  return headers;
}
