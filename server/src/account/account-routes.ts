import {
  type AccountSession,
  changePasswordSchema,
  passwordConfirmationSchema,
  totpCodeSchema,
} from "@helixmap/common/account-api";
import { idParamSchema } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { AUTH_MESSAGES } from "@helixmap/common/errors";
import { isAPIError } from "better-auth/api";
import { and, desc, eq, gt } from "drizzle-orm";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../api/app-env";
import { ApiProblem } from "../api/errors";
import { callerOf, requireRole } from "../api/require-role";
import { signInDelayed } from "../api/too-many-requests";
import { parseOrThrow, readBody } from "../api/validate";
import { writeAudit } from "../audit/write-audit";
import { authHeaders } from "../auth/auth-headers";
import { endOtherSessions, markSecondFactorPassed, startedSessionToken } from "../auth/second-factor";
import { forwardAuthCookies, isSecureRequest } from "../auth/session-cookies";
import type { Executor } from "../db/client";
import { session } from "../db/schema";
import { clientIp } from "../http/client-ip";
import type { Services } from "../services";
import { describeDevice } from "./device";

const OK = { ok: true } as const;

function wrongPassword(field: string): ApiProblem {
  return new ApiProblem(400, "VALIDATION_FAILED", "Some fields are not valid", {
    [field]: "This is not your current password",
  });
}

/**
 * The signed-in person's own account: sessions, password and two-factor
 * sign-in. Every password or code typed here is throttled like a sign-in
 * (src/auth/lockout.ts), so a borrowed session cannot be used to guess them.
 */
export function accountRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  const production = s.env.NODE_ENV === "production";
  app.use("/api/account/*", requireRole("public"));

  /** Runs `check` as one throttled attempt of this account from this client. */
  async function throttled<T>(c: Context<AppEnv>, check: () => Promise<T>): Promise<T> {
    const { profile } = callerOf(c);
    const client = clientIp(c) ?? "unknown";
    const wait = await s.lockout.reserve(profile.email, client);
    if (wait) throw signInDelayed(wait.retryAfterSeconds);
    const result = await check();
    await s.lockout.succeeded(profile.email, client);
    return result;
  }

  function audit(
    c: Context<AppEnv>,
    action: "mfa_enabled" | "mfa_disabled" | "password_changed",
    values?: object,
    executor: Executor = s.db,
  ) {
    const { profile } = callerOf(c);
    return writeAudit(executor, {
      userId: profile.id,
      action,
      resourceType: "user_profile",
      resourceId: profile.id,
      newValues: values ?? null,
      ip: clientIp(c),
    });
  }

  app.get(API_PATHS.account.sessions, async (c) => {
    const { profile, sessionToken } = callerOf(c);
    const rows = await s.db
      .select()
      .from(session)
      .where(and(eq(session.userId, profile.id), gt(session.expiresAt, new Date())))
      .orderBy(desc(session.updatedAt));
    const sessions: AccountSession[] = rows.map((r) => ({
      id: r.id,
      device: describeDevice(r.userAgent),
      ipAddress: r.ipAddress,
      createdAt: r.createdAt.toISOString(),
      lastUsedAt: r.updatedAt.toISOString(),
      current: r.token === sessionToken,
    }));
    return c.json({ sessions });
  });

  app.delete(API_PATHS.account.session(":id"), async (c) => {
    const { profile } = callerOf(c);
    const { id } = parseOrThrow(idParamSchema, { id: c.req.param("id") });
    // Only one's own sessions: someone else's id is as unknown as a made-up one.
    const ended = await s.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(session)
        .where(and(eq(session.id, id), eq(session.userId, profile.id)))
        .returning({ id: session.id });
      if (!row) return false;
      await writeAudit(tx, {
        userId: profile.id,
        action: "user_signed_out",
        resourceType: "user_profile",
        resourceId: profile.id,
        newValues: { scope: "session", sessionId: id },
        ip: clientIp(c),
      });
      return true;
    });
    if (!ended) throw new ApiProblem(404, "NOT_FOUND", "No such session");
    return c.json(OK);
  });

  app.post(API_PATHS.account.password, async (c) => {
    const { currentPassword, newPassword } = await readBody(c, changePasswordSchema);
    const changed = await throttled(c, async () => {
      try {
        return await s.auth.api.changePassword({
          body: { currentPassword, newPassword, revokeOtherSessions: true },
          headers: authHeaders(c),
          returnHeaders: true,
        });
      } catch (err) {
        if (isAPIError(err) && err.body?.code === "INVALID_PASSWORD") throw wrongPassword("currentPassword");
        throw err;
      }
    });
    // Every other session ended; this one was replaced by a new one, which keeps the second factor this one passed.
    if (callerOf(c).mfaEnabled) await markSecondFactorPassed(s.db, await startedSessionToken(s, changed.headers));
    forwardAuthCookies(c, changed.headers, isSecureRequest(c, production));
    await audit(c, "password_changed", { otherSessionsEnded: true });
    return c.json(OK);
  });

  app.post(API_PATHS.account.twoFactorEnable, async (c) => {
    const { password } = await readBody(c, passwordConfirmationSchema);
    if (callerOf(c).mfaEnabled) throw new ApiProblem(409, "CONFLICT", "Two-factor sign-in is already on");
    const enrolment = await throttled(c, async () => {
      try {
        return await s.auth.api.enableTwoFactor({ body: { password }, headers: authHeaders(c) });
      } catch (err) {
        if (isAPIError(err) && err.body?.code === "INVALID_PASSWORD") throw wrongPassword("password");
        throw err;
      }
    });
    if (!("totpURI" in enrolment) || !enrolment.totpURI) throw new Error("better-auth returned no TOTP URI");
    const secret = new URL(enrolment.totpURI).searchParams.get("secret") ?? "";
    return c.json({ totpUri: enrolment.totpURI, secret, backupCodes: enrolment.backupCodes });
  });

  app.post(API_PATHS.account.twoFactorConfirm, async (c) => {
    const { code } = await readBody(c, totpCodeSchema);
    if (callerOf(c).mfaEnabled) throw new ApiProblem(409, "CONFLICT", "Two-factor sign-in is already on");
    const verified = await throttled(c, async () => {
      try {
        return await s.auth.api.verifyTOTP({ body: { code }, headers: authHeaders(c), returnHeaders: true });
      } catch (err) {
        if (isAPIError(err) && err.body?.code === "INVALID_CODE") {
          throw new ApiProblem(401, "INVALID_CODE", AUTH_MESSAGES.INVALID_CODE);
        }
        if (isAPIError(err) && err.body?.code === "TOTP_NOT_ENABLED") {
          throw new ApiProblem(409, "CONFLICT", "Start the set-up again: no authenticator app is waiting for a code");
        }
        throw err;
      }
    });
    // better-auth replaced the session with one that knows two-factor is on: the only session that
    // passed it. Sessions signed in with the password alone end, so none of them rides on this enrolment.
    const current = await startedSessionToken(s, verified.headers);
    await s.db.transaction(async (tx) => {
      await markSecondFactorPassed(tx, current);
      const ended = await endOtherSessions(tx, callerOf(c).profile.id, current);
      await audit(c, "mfa_enabled", { method: "totp", otherSessionsEnded: ended }, tx);
    });
    forwardAuthCookies(c, verified.headers, isSecureRequest(c, production));
    return c.json(OK);
  });

  app.post(API_PATHS.account.twoFactorDisable, async (c) => {
    const { password } = await readBody(c, passwordConfirmationSchema);
    if (!callerOf(c).mfaEnabled) throw new ApiProblem(409, "CONFLICT", "Two-factor sign-in is not on");
    const disabled = await throttled(c, async () => {
      try {
        return await s.auth.api.disableTwoFactor({
          body: { password },
          headers: authHeaders(c),
          returnHeaders: true,
        });
      } catch (err) {
        if (isAPIError(err) && err.body?.code === "INVALID_PASSWORD") throw wrongPassword("password");
        throw err;
      }
    });
    // Changing how the account signs in ends its other sessions, as a password change does.
    const current = await startedSessionToken(s, disabled.headers);
    await s.db.transaction(async (tx) => {
      const ended = await endOtherSessions(tx, callerOf(c).profile.id, current);
      await audit(c, "mfa_disabled", { otherSessionsEnded: ended }, tx);
    });
    forwardAuthCookies(c, disabled.headers, isSecureRequest(c, production));
    return c.json(OK);
  });

  return app;
}
