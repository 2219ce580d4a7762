import { API_PATHS } from "@helixmap/common/api-paths";
import { AUTH_MESSAGES } from "@helixmap/common/errors";
import { eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { SESSION_ABSOLUTE_MAX_SECONDS } from "../auth/auth";
import { findOrCreateProfile } from "../auth/profiles";
import { forwardAuthCookies, isSecureRequest, setDisplayNameCookie } from "../auth/session-cookies";
import { session as sessionTable } from "../db/schema";
import type { Services } from "../services";
import type { AppEnv } from "./app-env";
import { apiError } from "./errors";

/**
 * Reads the session and the caller's profile on every API request (no cache,
 * so a role change or deactivation applies to the very next request). An
 * inactive profile is refused everywhere except sign-out.
 */
export function loadCaller(s: Services): MiddlewareHandler<AppEnv> {
  const production = s.env.NODE_ENV === "production";
  return async (c, next) => {
    c.set("caller", null);
    if (!c.req.header("cookie")) return next();
    const { headers, response } = await s.auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
    if (!response) return next();
    const secure = isSecureRequest(c, production);
    const { user, session } = response;
    // The sliding expiry alone would let a session in daily use live for ever.
    if (Date.now() - new Date(session.createdAt).getTime() > SESSION_ABSOLUTE_MAX_SECONDS * 1000) {
      await s.db.delete(sessionTable).where(eq(sessionTable.token, session.token));
      return next();
    }
    const profile = await findOrCreateProfile(
      s.db,
      { id: user.id, email: user.email, fullName: user.name || null, emailVerified: user.emailVerified },
      s.env.ADMIN_EMAIL,
    );
    c.set("caller", { profile, sessionToken: session.token, mfaEnabled: user.twoFactorEnabled === true });
    if (!profile.isActive && c.req.path !== API_PATHS.auth.signOut) {
      return apiError(c, 403, "ACCOUNT_INACTIVE", AUTH_MESSAGES.ACCOUNT_INACTIVE);
    }
    // A session extended while in use gets a fresh cookie; the display-name cookie keeps the same lifetime.
    if (headers.getSetCookie().length > 0) {
      forwardAuthCookies(c, headers, secure);
      setDisplayNameCookie(c, profile, secure);
    }
    return next();
  };
}
