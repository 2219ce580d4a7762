import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";

/**
 * Which hops in front of the server may say who the client is (TRUST_PROXY):
 * a number of proxies, or the proxies' own addresses. Null trusts none.
 */
export type TrustProxy = { hops: number } | { addresses: string[] } | null;

/** "::ffff:10.0.0.1" and "10.0.0.1" are one address. */
function plain(address: string): string {
  return address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/**
 * The client's address. The socket's peer is the nearest hop; each trusted
 * proxy appended the address it saw to `X-Forwarded-For`, so the client is
 * the first entry, reading from the right, that a trusted hop wrote and that
 * is not itself a trusted proxy. Entries further left were written by the
 * client and are never believed.
 */
export function resolveClientIp(socket: string | null, forwardedFor: string | undefined, trust: TrustProxy) {
  if (!socket || !trust || !forwardedFor) return socket ? plain(socket) : null;
  const chain = [
    ...forwardedFor
      .split(",")
      .map((a) => a.trim())
      .filter(Boolean),
    socket,
  ].map(plain);
  let i = chain.length - 1;
  if ("hops" in trust) {
    i = Math.max(0, chain.length - 1 - trust.hops);
  } else {
    const trusted = new Set(trust.addresses.map(plain));
    while (i > 0 && trusted.has(chain[i]!)) i--;
  }
  const candidate = chain[i]!;
  return isIP(candidate) ? candidate : plain(socket);
}

/** Whether the socket's peer is a proxy TRUST_PROXY trusts (with a hop count, the nearest hop always is). */
export function isTrustedPeer(socket: string | null, trust: TrustProxy): boolean {
  if (!socket || !trust) return false;
  if ("hops" in trust) return trust.hops > 0;
  return trust.addresses.map(plain).includes(plain(socket));
}

function socketAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/** Resolves the client's address once per request, for limits, throttling and audit entries. */
export function clientIpMiddleware(trust: TrustProxy): MiddlewareHandler {
  return async (c, next) => {
    c.set("clientIp", resolveClientIp(socketAddress(c), c.req.header("x-forwarded-for"), trust));
    return next();
  };
}

/** The client's address (see `clientIpMiddleware`); the socket's peer where the middleware did not run. */
export function clientIp(c: Context): string | null {
  const resolved = c.get("clientIp") as string | null | undefined;
  return resolved === undefined ? socketAddress(c) : resolved;
}
