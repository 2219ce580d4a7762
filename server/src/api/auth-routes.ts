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
import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { writeAudit } from "../audit/write-audit";
import { registerAccount } from "../auth/accounts";
import { mailRequest } from "../auth/mail-origin";
import { findOrCreateProfile } from "../auth/profiles";
import { hitLimit, type Refusal } from "../auth/rate-limit";
import {
  clearDisplayNameCookie,
  forwardAuthCookies,
  isSecureRequest,
  setDisplayNameCookie,
} from "../auth/session-cookies";
import { session, user, userProfiles } from "../db/schema";
import { clientIp } from "../http/client-ip";
import type { Services } from "../services";
import type { AppEnv } from "./app-env";
import { ApiProblem } from "./errors";
import { toProfile } from "./serialize";
import { readBody } from "./validate";

const OK = { ok: true } as const;

function tooMany(r: Refusal): ApiProblem {
  return new ApiProblem(429, "TOO_MANY_REQUESTS", AUTH_MESSAGES.TOO_MANY_REQUESTS, undefined, r.retryAfterSeconds);
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

  // Every auth route counts against the caller's IP.
  app.use("/api/auth/*", async (c, next) => {
    const ip = clientIp(c) ?? "unknown";
    const refused = await hitLimit(s.counters, `auth-ip:${ip}`, s.limits.perIpMax, s.limits.perIpWindowMs);
    if (refused) throw tooMany(refused);
    return next();
  });

  async function limitMailTo(kind: string, email: string) {
    const refused = await hitLimit(s.counters, `${kind}:${email}`, 1, s.limits.mailPerAddressWindowMs);
    if (refused) throw tooMany(refused);
  }

  app.post(API_PATHS.auth.register, async (c) => {
    const body = await readBody(c, registerSchema);
    await registerAccount(s, body, { ip: clientIp(c), mailRequest: mailRequest(c, s.env) });
    return c.json(OK, 201);
  });

  app.post(API_PATHS.auth.signIn, async (c) => {
    const { email, password } = await readBody(c, signInSchema);
    const ip = clientIp(c);
    const locked = await s.lockout.check(email);
    if (locked) throw tooMany(locked);

    let result: Awaited<ReturnType<typeof signIn>>;
    try {
      result = await signIn(c, email, password);
    } catch (err) {
      if (isAPIError(err) && err.statusCode === 401) {
        await s.lockout.recordFailure(email);
        const [known] = await s.db
          .select({ id: userProfiles.id })
          .from(userProfiles)
          .where(eq(userProfiles.email, email));
        await writeAudit(s.db, {
          userId: known?.id ?? null,
          action: "login_failed",
          resourceType: "user_profile",
          resourceId: known?.id ?? null,
          newValues: { email },
          ip,
        });
        throw new ApiProblem(401, "INVALID_CREDENTIALS", AUTH_MESSAGES.INVALID_CREDENTIALS);
      }
      if (isAPIError(err) && err.body?.code === "EMAIL_NOT_VERIFIED") {
        throw new ApiProblem(403, "EMAIL_NOT_VERIFIED", AUTH_MESSAGES.EMAIL_NOT_VERIFIED);
      }
      throw err;
    }

    const { user: authUser, token } = result.response;
    const found = await findOrCreateProfile(
      s.db,
      { id: authUser.id, email: authUser.email, fullName: authUser.name || null },
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
      await writeAudit(tx, {
        userId: found.id,
        action: "user_signed_in",
        resourceType: "user_profile",
        resourceId: found.id,
        ip,
      });
      return updated ?? found;
    });
    await s.lockout.clear(email);
    const secure = isSecureRequest(c, production);
    forwardAuthCookies(c, result.headers, secure);
    setDisplayNameCookie(c, profile, secure);
    return c.json({ user: toProfile(profile) });
  });

  function signIn(c: Context, email: string, password: string) {
    return s.auth.api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
  }

  app.post(API_PATHS.auth.signOut, async (c) => {
    const { scope } = await readBody(c, signOutSchema);
    const caller = c.get("caller");
    const secure = isSecureRequest(c, production);
    const headers = c.req.raw.headers;
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
      .select({ verified: user.emailVerified })
      .from(user)
      .where(eq(user.email, email.toLowerCase()));
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
    return c.json(OK);
  });

  app.post(API_PATHS.auth.resendConfirmation, async (c) => {
    const { email } = await readBody(c, emailOnlySchema);
    await limitMailTo("resend-confirmation", email);
    // Answers alike whether or not the address exists or is already confirmed.
    await s.auth.api.sendVerificationEmail({ body: { email }, request: mailRequest(c, s.env), asResponse: false });
    return c.json(OK);
  });

  app.post(API_PATHS.auth.forgotPassword, async (c) => {
    const { email } = await readBody(c, emailOnlySchema);
    await limitMailTo("forgot-password", email);
    await s.auth.api.requestPasswordReset({ body: { email }, request: mailRequest(c, s.env), asResponse: false });
    return c.json(OK);
  });

  app.post(API_PATHS.auth.resetPassword, async (c) => {
    const { token, newPassword } = await readBody(c, resetPasswordSchema);
    try {
      await s.auth.api.resetPassword({ body: { token, newPassword } });
    } catch (err) {
      if (isAPIError(err) && err.statusCode === 400) {
        throw new ApiProblem(400, "INVALID_TOKEN", "This password reset link is invalid or has expired.");
      }
      throw err;
    }
    return c.json(OK);
  });

  return app;
}
