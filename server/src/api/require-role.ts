import { hasRole, type Role } from "@helixmap/common/roles";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, Caller } from "./app-env";
import { ApiProblem, apiError } from "./errors";

/** The server half of the permission pair (the UI uses `hasRole` from the same table). */
export function requireRole(role: Role): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const caller = c.get("caller");
    if (!caller) return apiError(c, 401, "UNAUTHENTICATED", "Please sign in");
    if (!hasRole(caller.profile.role, role)) {
      return apiError(c, 403, "FORBIDDEN", "You don't have the required permissions to access this area.");
    }
    return next();
  };
}

/** The signed-in caller inside a route guarded by `requireRole`. */
export function callerOf(c: Context<AppEnv>): Caller {
  const caller = c.get("caller");
  if (!caller) throw new ApiProblem(401, "UNAUTHENTICATED", "Please sign in");
  return caller;
}
