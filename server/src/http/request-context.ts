import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { isTrustedPeer, type TrustProxy } from "./client-ip";

/** What every log line written while serving one request carries (log.ts reads it). */
interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const REQUEST_ID_HEADER = "X-Request-Id";

/** A proxy's id is kept only when it is short and plain: it goes into every log line of the request. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id of the request being served (in its handlers and in the work they start), if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

function socketAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/**
 * Gives each request an id: the one a trusted proxy (TRUST_PROXY) sent in X-Request-Id, or a new one. It is
 * answered in the same header and is on every log line the request causes, including work that outlives the
 * answer (mail, background registration), because the rest of the request runs inside its context.
 */
export function requestContext(trust: TrustProxy): MiddlewareHandler {
  return async (c, next) => {
    const offered = c.req.header(REQUEST_ID_HEADER);
    const requestId =
      offered && ACCEPTED_ID.test(offered) && isTrustedPeer(socketAddress(c), trust) ? offered : randomUUID();
    c.header(REQUEST_ID_HEADER, requestId);
    await storage.run({ requestId }, next);
  };
}
