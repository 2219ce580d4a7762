import { API_PATHS } from "@helixmap/common/api-paths";
import { AUTH_MESSAGES } from "@helixmap/common/errors";
import type { Role } from "@helixmap/common/roles";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../api/app-env";
import { apiError } from "../api/errors";
import type { Env } from "../config/env";

/** REQUIRE_ADMIN_MFA applies to administrators only. */
export function twoFactorRequired(env: Pick<Env, "REQUIRE_ADMIN_MFA">, role: Role): boolean {
  return env.REQUIRE_ADMIN_MFA && role === "administrator";
}

/** What an administrator who still has to enrol may reach: their session, their account, signing out. */
function reachableBeforeEnrolment(path: string): boolean {
  return path === API_PATHS.me || path.startsWith("/api/account/") || path.startsWith("/api/auth/");
}

/**
 * With REQUIRE_ADMIN_MFA, an administrator without a confirmed authenticator
 * app gets MFA_ENROLMENT_REQUIRED from every other API route, so the
 * dashboard is out of reach until they enrol.
 */
export function requireEnrolment(env: Pick<Env, "REQUIRE_ADMIN_MFA">): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const caller = c.get("caller");
    if (
      caller &&
      !caller.mfaEnabled &&
      twoFactorRequired(env, caller.profile.role) &&
      !reachableBeforeEnrolment(c.req.path)
    ) {
      return apiError(c, 403, "MFA_ENROLMENT_REQUIRED", AUTH_MESSAGES.MFA_ENROLMENT_REQUIRED);
    }
    return next();
  };
}
