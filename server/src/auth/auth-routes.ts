import { isAppCode, twoFactorCodeSchema } from "@helixmap/common/account-api";
import {
  confirmEmailSchema,
  emailOnlySchema,
  registerSchema,
  resetPasswordSchema,
  signInSchema,
  signOutSchema,
} from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { AUTH_MESSAGES, CONFIRM_MESSAGES } from "@helixmap/common/errors";
import { isAPIError } from "better-auth/api";
import { and, eq, gt } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import { twoFactorRequired } from "../account/enrolment";
import type { AppEnv } from "../api/app-env";
import { ApiProblem } from "../api/errors";
import { toProfile } from "../api/serialize";
import { signInDelayed, tooManyRequests } from "../api/too-many-requests";
import { readBody } from "../api/validate";
import { writeAudit } from "../audit/write-audit";
import { emailConfirmations, session, user, userProfiles, verification } from "../db/schema";
import { clientIp } from "../http/client-ip";
import type { Services } from "../services";
import { isContested, markConfirmed, registerAccount } from "./accounts";
import { confirmationTokenHash } from "./auth";
import { authHeaders } from "./auth-headers";
import { runInBackground } from "./background";
import { findOrCreateProfile } from "./profiles";
import { hitLimit } from "./rate-limit";
import { markSecondFactorPassed } from "./second-factor";
import { clearDisplayNameCookie, forwardAuthCookies, isSecureRequest, setDisplayNameCookie } from "./session-cookies";
import { pendingTwoFactorUser } from "./two-factor-challenge";

const OK = { ok: true } as const;

interface SignedInUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled?: boolean | null;
}

/** The payload of a confirmation token (a signed JWT); its signature is checked by better-auth. */
function emailInToken(token: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as unknown;
    const email = (payload as { email?: unknown } | null)?.email;
    return typeof email === "string" ? email : null;
  } catch {
    return null;
  }
}

/**
 * Our own thin routes over better-auth's server API: one error shape, our
 * limits, and the audit entries written by the server.
 */
export function authRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  const production = s.env.NODE_ENV === "production";

  // Every auth route but sign-out counts against the caller's IP: leaving is never refused.
  app.use("/api/auth/*", async (c, next) => {
    if (c.req.path === API_PATHS.auth.signOut) return next();
    const ip = clientIp(c) ?? "unknown";
    const refused = await hitLimit(s.counters, `auth-ip:${ip}`, s.limits.perIpMax, s.limits.perIpWindowMs);
    if (refused) throw tooManyRequests(refused.retryAfterSeconds);
    return next();
  });

  async function limitMailTo(kind: string, email: string) {
    const refused = await hitLimit(s.counters, `${kind}:${email}`, 1, s.limits.mailPerAddressWindowMs);
    if (refused) throw tooManyRequests(refused.retryAfterSeconds);
  }

  // Register, resend and forgot-password answer alike, before looking the address up: whether it has an
  // account shows neither in the answer nor in its timing. Each mails the address at most once a minute.
  app.post(API_PATHS.auth.register, async (c) => {
    const body = await readBody(c, registerSchema);
    await limitMailTo("register", body.email);
    const ip = clientIp(c);
    runInBackground(s.log, "registration", () => registerAccount(s, body, { ip }));
    return c.json(OK, 201);
  });

  app.post(API_PATHS.auth.signIn, async (c) => {
    const { email, password } = await readBody(c, signInSchema);
    const ip = clientIp(c);
    const client = ip ?? "unknown";
    // Reserved before the password is checked: parallel guesses cannot all pass.
    const wait = await s.lockout.reserve(email, client);
    if (wait) {
      s.metrics.signInLockouts.inc();
      throw signInDelayed(wait.retryAfterSeconds);
    }

    let result: Awaited<ReturnType<typeof signIn>>;
    try {
      result = await signIn(c, email, password);
    } catch (err) {
      if (isAPIError(err) && err.statusCode === 401) {
        const [known] = await s.db
          .select({ id: userProfiles.id })
          .from(userProfiles)
          .where(eq(userProfiles.email, email));
        // Nobody is signed in: the entry names the account tried, never an actor (whose name anyone could choose).
        await writeAudit(s.db, {
          userId: null,
          action: "login_failed",
          resourceType: "user_profile",
          resourceId: known?.id ?? null,
          newValues: { email },
          ip,
        });
        s.metrics.signInFailures.inc({ factor: "password" });
        throw new ApiProblem(401, "INVALID_CREDENTIALS", AUTH_MESSAGES.INVALID_CREDENTIALS);
      }
      if (isAPIError(err) && err.body?.code === "EMAIL_NOT_VERIFIED") {
        await s.lockout.succeeded(email, client);
        throw new ApiProblem(403, "EMAIL_NOT_VERIFIED", AUTH_MESSAGES.EMAIL_NOT_VERIFIED);
      }
      throw err;
    }

    const secure = isSecureRequest(c, production);
    if ("twoFactorRedirect" in result.response) {
      // The password was right; the attempt stays counted until the code is, so codes share its budget.
      forwardAuthCookies(c, result.headers, secure);
      return c.json({ twoFactorRequired: true });
    }
    const { user: authUser, token } = result.response;
    return completeSignIn(c, authUser, token, result.headers, { email, client, withCode: false });
  });

  /** After every factor passed: profile, audit, the throttle forgotten for this client, cookies. */
  async function completeSignIn(
    c: Context<AppEnv>,
    authUser: SignedInUser,
    token: string,
    headers: Headers,
    attempt: { email: string; client: string; withCode: boolean },
  ) {
    const ip = clientIp(c);
    const found = await findOrCreateProfile(
      s.db,
      {
        id: authUser.id,
        email: authUser.email,
        fullName: authUser.name || null,
        emailVerified: authUser.emailVerified,
      },
      s.env.ADMIN_EMAIL,
    );
    if (!found.isActive) {
      await s.db.delete(session).where(eq(session.token, token));
      throw new ApiProblem(403, "ACCOUNT_INACTIVE", AUTH_MESSAGES.ACCOUNT_INACTIVE);
    }
    const profile = await s.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(userProfiles)
        .set({ lastLogin: new Date() })
        .where(eq(userProfiles.id, found.id))
        .returning();
      if (attempt.withCode) {
        await writeAudit(tx, {
          userId: found.id,
          action: "mfa_challenge_verified",
          resourceType: "user_profile",
          resourceId: found.id,
          ip,
        });
      }
      await writeAudit(tx, {
        userId: found.id,
        action: "user_signed_in",
        resourceType: "user_profile",
        resourceId: found.id,
        ip,
      });
      return updated ?? found;
    });
    if (attempt.withCode) await markSecondFactorPassed(s.db, token);
    await s.lockout.succeeded(attempt.email, attempt.client);
    const secure = isSecureRequest(c, production);
    forwardAuthCookies(c, headers, secure);
    setDisplayNameCookie(c, profile, secure);
    const enabled = authUser.twoFactorEnabled === true;
    return c.json({
      user: toProfile(profile),
      twoFactor: { enabled, required: twoFactorRequired(s.env, profile.role) },
    });
  }

  function signIn(c: Context, email: string, password: string) {
    return s.auth.api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: authHeaders(c),
      returnHeaders: true,
    });
  }

  app.post(API_PATHS.auth.twoFactor, async (c) => {
    const { code } = await readBody(c, twoFactorCodeSchema);
    // With a session, better-auth checks the code against the session's account, not the challenge's:
    // another account's valid code would pass and clear the challenged account's throttle.
    if (getCookie(c, (await s.auth.$context).authCookies.sessionToken.name) !== undefined) {
      throw new ApiProblem(409, "CONFLICT", "You are already signed in. Sign out before signing in again.");
    }
    const pending = await pendingTwoFactorUser(s, authHeaders(c));
    if (!pending) throw new ApiProblem(401, "UNAUTHENTICATED", AUTH_MESSAGES.twoFactorExpired);
    const ip = clientIp(c);
    const client = ip ?? "unknown";
    const wait = await s.lockout.reserve(pending.email, client);
    if (wait) {
      s.metrics.signInLockouts.inc();
      throw signInDelayed(wait.retryAfterSeconds);
    }

    const headers = authHeaders(c);
    let result: { headers: Headers; response: { token?: string; user: SignedInUser } };
    try {
      result = isAppCode(code)
        ? await s.auth.api.verifyTOTP({ body: { code: code.trim() }, headers, returnHeaders: true })
        : await s.auth.api.verifyBackupCode({ body: { code: code.trim() }, headers, returnHeaders: true });
    } catch (err) {
      const wrong = isAPIError(err) && (err.body?.code === "INVALID_CODE" || err.body?.code === "INVALID_BACKUP_CODE");
      if (!isAPIError(err)) throw err;
      await writeAudit(s.db, {
        userId: null,
        action: "mfa_challenge_failed",
        resourceType: "user_profile",
        resourceId: pending.userId,
        newValues: { email: pending.email, kind: isAppCode(code) ? "app" : "backup" },
        ip,
      });
      s.metrics.signInFailures.inc({ factor: "code" });
      if (wrong) throw new ApiProblem(401, "INVALID_CODE", AUTH_MESSAGES.INVALID_CODE);
      // Too many codes for this challenge, or it expired: start again from the password.
      throw new ApiProblem(401, "UNAUTHENTICATED", AUTH_MESSAGES.twoFactorExpired);
    }
    // Only the challenged account's own code signs in and clears its throttle.
    if (result.response.user.id !== pending.userId) {
      throw new ApiProblem(401, "UNAUTHENTICATED", AUTH_MESSAGES.twoFactorExpired);
    }
    return completeSignIn(c, result.response.user, result.response.token ?? "", result.headers, {
      email: pending.email,
      client,
      withCode: true,
    });
  });

  app.post(API_PATHS.auth.signOut, async (c) => {
    const { scope } = await readBody(c, signOutSchema);
    const caller = c.get("caller");
    const secure = isSecureRequest(c, production);
    const headers = authHeaders(c);
    if (caller) {
      if (scope === "others") {
        await s.auth.api.revokeOtherSessions({ headers });
      } else {
        const cleared =
          scope === "global"
            ? await s.auth.api.revokeSessions({ headers, returnHeaders: true })
            : await s.auth.api.signOut({ headers, returnHeaders: true });
        forwardAuthCookies(c, cleared.headers, secure);
      }
      await writeAudit(s.db, {
        userId: caller.profile.id,
        action: "user_signed_out",
        resourceType: "user_profile",
        resourceId: caller.profile.id,
        newValues: { scope },
        ip: clientIp(c),
      });
    } else {
      forwardAuthCookies(c, (await s.auth.api.signOut({ headers, returnHeaders: true })).headers, secure);
    }
    if (scope !== "others") clearDisplayNameCookie(c, secure);
    return c.json(OK);
  });

  app.post(API_PATHS.auth.confirm, async (c) => {
    const { token } = await readBody(c, confirmEmailSchema);
    const email = emailInToken(token);
    if (!email) throw new ApiProblem(400, "INVALID_TOKEN", CONFIRM_MESSAGES.invalid);
    const [before] = await s.db
      .select({
        id: user.id,
        verified: user.emailVerified,
        contested: user.registrationContested,
        tokenHash: emailConfirmations.tokenHash,
      })
      .from(user)
      .leftJoin(emailConfirmations, eq(emailConfirmations.userId, user.id))
      .where(eq(user.email, email.toLowerCase()));
    // A repeat registration revoked every link (src/auth/accounts.ts): only a chosen password confirms it now.
    if (before && !before.verified && (before.contested || before.tokenHash === null)) {
      throw new ApiProblem(
        400,
        "INVALID_TOKEN",
        "This address was registered again, so this link no longer works. Choose your password with the link in the newest e-mail.",
      );
    }
    // Only the newest link mailed to the address works; a resend replaced the others.
    if (before && !before.verified && before.tokenHash !== confirmationTokenHash(token)) {
      throw new ApiProblem(400, "INVALID_TOKEN", "This confirmation link has been replaced by a newer one.");
    }
    try {
      await s.auth.api.verifyEmail({ query: { token } });
    } catch (err) {
      if (isAPIError(err) && err.body?.code === "TOKEN_EXPIRED") {
        throw new ApiProblem(400, "TOKEN_EXPIRED", CONFIRM_MESSAGES.expired);
      }
      if (isAPIError(err)) throw new ApiProblem(400, "INVALID_TOKEN", CONFIRM_MESSAGES.invalid);
      throw err;
    }
    // better-auth accepts a valid token again once the address is confirmed; links here work once.
    if (before?.verified) throw new ApiProblem(400, "INVALID_TOKEN", "This confirmation link has already been used.");
    if (before) {
      const account = { id: before.id, email: email.toLowerCase() };
      const ip = clientIp(c);
      await s.db.transaction((tx) => markConfirmed(tx, s.env.ADMIN_EMAIL, account, { ip, via: "confirmation link" }));
    }
    return c.json(OK);
  });

  app.post(API_PATHS.auth.resendConfirmation, async (c) => {
    const { email } = await readBody(c, emailOnlySchema);
    await limitMailTo("resend-confirmation", email);
    runInBackground(s.log, "resending a confirmation", async () => {
      // A contested address is confirmed only by choosing its password (src/auth/accounts.ts).
      if (await isContested(s, email)) {
        await s.auth.api.requestPasswordReset({ body: { email }, asResponse: false });
      } else {
        await s.auth.api.sendVerificationEmail({ body: { email }, asResponse: false });
      }
    });
    return c.json(OK);
  });

  app.post(API_PATHS.auth.forgotPassword, async (c) => {
    const { email } = await readBody(c, emailOnlySchema);
    await limitMailTo("forgot-password", email);
    runInBackground(s.log, "a password reset request", () =>
      s.auth.api.requestPasswordReset({ body: { email }, asResponse: false }),
    );
    return c.json(OK);
  });

  app.post(API_PATHS.auth.resetPassword, async (c) => {
    const { token, newPassword } = await readBody(c, resetPasswordSchema);
    const [owner] = await s.db
      .select({ id: user.id, email: user.email, verified: user.emailVerified })
      .from(verification)
      .innerJoin(user, eq(user.id, verification.value))
      .where(and(eq(verification.identifier, `reset-password:${token}`), gt(verification.expiresAt, new Date())));
    try {
      await s.auth.api.resetPassword({ body: { token, newPassword } });
    } catch (err) {
      if (isAPIError(err) && err.statusCode === 400) {
        throw new ApiProblem(400, "INVALID_TOKEN", "This password reset link is invalid or has expired.");
      }
      throw err;
    }
    // The link came by mail and its user chose the password: that confirms an unconfirmed address.
    if (owner && !owner.verified) {
      const ip = clientIp(c);
      await s.db.transaction(async (tx) => {
        await markConfirmed(tx, s.env.ADMIN_EMAIL, owner, { ip, via: "password chosen by mail" });
        await writeAudit(tx, {
          userId: null,
          action: "password_changed",
          resourceType: "user_profile",
          resourceId: owner.id,
          newValues: { via: "mailed link", addressConfirmed: true },
          ip,
        });
      });
    }
    return c.json(OK);
  });

  return app;
}
