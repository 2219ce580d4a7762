import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The socket's peer address. Forwarded-for headers are not trusted: any
 * client can set them, and they would let one client dodge the per-IP limit.
 */
export function clientIp(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}
