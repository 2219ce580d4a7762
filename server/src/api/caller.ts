import { API_PATHS } from "@helixmap/common/api-paths";
import { AUTH_MESSAGES } from "@helixmap/common/errors";
import { eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { findOrCreateProfile } from "../auth/profiles";
import { forwardAuthCookies, isSecureRequest, setDisplayNameCookie } from "../auth/session-cookies";
import { session as sessionTable } from "../db/schema";
import type { Services } from "../services";
import type { AppEnv } from "./app-env";
import { quickCaller, sessionOutlivedItsMaximum } from "./caller-lookup";
import { apiError } from "./errors";

/**
 * Reads the session and the caller's profile on every API request (no cache,
 * so a role change or deactivation applies to the very next request). An
 * inactive profile is refused everywhere except sign-out. A session of an
 * account with two-factor on that never passed it is no session at all
 * (issue 21: enrolling on one session must not vouch for the others). The usual request
 * costs one database round trip (session and profile in one statement); the
 * rest go through better-auth (see caller-lookup.ts).
 */
export function loadCaller(s: Services): MiddlewareHandler<AppEnv> {
  const production = s.env.NODE_ENV === "production";
  return async (c, next) => {
    c.set("caller", null);
    if (!c.req.header("cookie")) return next();
    const quick = await quickCaller(s, c);
    let profile = quick?.profile;
    let sessionToken = quick?.token;
    let mfaEnabled = quick?.mfaEnabled ?? false;
    let twoFactorPassed = quick?.twoFactorPassed ?? false;
    let refreshed: Headers | undefined;
    if (!quick) {
      const { headers, response } = await s.auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
      if (!response) return next();
      const { user, session } = response;
      // The sliding expiry alone would let a session in daily use live for ever.
      if (sessionOutlivedItsMaximum(session.createdAt)) {
        await s.db.delete(sessionTable).where(eq(sessionTable.token, session.token));
        return next();
      }
      profile = await findOrCreateProfile(
        s.db,
        { id: user.id, email: user.email, fullName: user.name || null, emailVerified: user.emailVerified },
        s.env.ADMIN_EMAIL,
      );
      sessionToken = session.token;
      mfaEnabled = user.twoFactorEnabled === true;
      twoFactorPassed = session.twoFactorPassed === true;
      refreshed = headers;
    }
    // Once the account has a second factor, a session counts only if it passed it (or enrolled it).
    if (!profile || !sessionToken || (mfaEnabled && !twoFactorPassed)) return next();
    c.set("caller", { profile, sessionToken, mfaEnabled });
    if (!profile.isActive && c.req.path !== API_PATHS.auth.signOut) {
      return apiError(c, 403, "ACCOUNT_INACTIVE", AUTH_MESSAGES.ACCOUNT_INACTIVE);
    }
    // A session extended while in use gets a fresh cookie; the display-name cookie keeps the same lifetime.
    if (refreshed && refreshed.getSetCookie().length > 0) {
      const secure = isSecureRequest(c, production);
      forwardAuthCookies(c, refreshed, secure);
      setDisplayNameCookie(c, profile, secure);
    }
    return next();
  };
}
