import { createHash, randomUUID } from "node:crypto";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@helixmap/common/constants";
import { ADMIN_PATHS } from "@helixmap/common/routes";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins/two-factor";
import { and, eq, like } from "drizzle-orm";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import type { Mailer } from "../mail/message";
import { choosePasswordMail, confirmationMail, passwordResetMail } from "../mail/templates";
import { CLIENT_IP_HEADER } from "./auth-headers";

export const CONFIRMATION_TTL_SECONDS = 24 * 60 * 60;
export const RESET_TTL_SECONDS = 60 * 60;
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
/** However often it is used, a session ends this long after sign-in. */
export const SESSION_ABSOLUTE_MAX_SECONDS = 30 * 24 * 60 * 60;
/** Between the password and the code, the pending sign-in lives this long. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 10 * 60;
/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = "HelixMap Therapeutics";
/** A session in use is extended once a day. */
const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;

export interface AuthOptions {
  db: Database;
  secret: string;
  siteOrigin: string;
  production: boolean;
  mailer: Mailer;
  /** A successful reset proves the mailbox, so it lifts a sign-in lock-out. */
  onPasswordReset(email: string): Promise<void>;
}

/** Confirmation tokens are kept only as this hash (see `emailConfirmations`). */
export function confirmationTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * better-auth owns passwords, sessions and tokens. It is only called through
 * `auth.api.*` from our own routes (src/auth/auth-routes.ts), never mounted, so
 * every answer uses the API's one error shape and the server writes the audit.
 */
export function createAuth(opts: AuthOptions) {
  return betterAuth({
    appName: "HelixMap",
    baseURL: opts.siteOrigin,
    basePath: "/api/auth",
    secret: opts.secret,
    database: drizzleAdapter(opts.db, { provider: "pg", schema, transaction: true }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => {
        // The link just used is gone; every other reset link of this user stops working too.
        await opts.db
          .delete(schema.verification)
          .where(and(like(schema.verification.identifier, "reset-password:%"), eq(schema.verification.value, user.id)));
        await opts.onPasswordReset(user.email);
      },
      // Links always start with SITE_ORIGIN: a request's Host header is the client's to choose.
      sendResetPassword: async ({ user, token }) => {
        const link = `${opts.siteOrigin}${ADMIN_PATHS.resetPassword}?token=${encodeURIComponent(token)}`;
        await opts.mailer.send(
          user.emailVerified ? passwordResetMail(user.email, link) : choosePasswordMail(user.email, link),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: CONFIRMATION_TTL_SECONDS,
      sendVerificationEmail: async ({ user, token }) => {
        // A resend that raced a repeat registration must not mail a link: a contested address is confirmed only
        // by choosing its password, and the repeat registration mailed that link already.
        const [account] = await opts.db
          .select({ contested: schema.user.registrationContested })
          .from(schema.user)
          .where(eq(schema.user.id, user.id));
        if (account?.contested) return;
        // Only the newest link works: it replaces whatever was mailed before (a resend).
        const tokenHash = confirmationTokenHash(token);
        await opts.db
          .insert(schema.emailConfirmations)
          .values({ userId: user.id, tokenHash })
          .onConflictDoUpdate({ target: schema.emailConfirmations.userId, set: { tokenHash, createdAt: new Date() } });
        const link = `${opts.siteOrigin}${ADMIN_PATHS.confirm}?token=${encodeURIComponent(token)}`;
        await opts.mailer.send(confirmationMail(user.email, link));
      },
    },
    user: {
      // Set by our routes only (src/auth/accounts.ts); better-auth creates every user without it.
      additionalFields: {
        registrationContested: { type: "boolean", required: false, defaultValue: false, input: false },
      },
    },
    session: {
      expiresIn: SESSION_TTL_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      // Set by our routes only (src/auth/second-factor.ts); better-auth creates every session without it.
      additionalFields: {
        twoFactorPassed: { type: "boolean", required: false, defaultValue: false, input: false },
      },
    },
    plugins: [
      twoFactor({
        issuer: TOTP_ISSUER,
        twoFactorCookieMaxAge: TWO_FACTOR_CHALLENGE_SECONDS,
        // Our routes throttle codes with passwords (src/auth/lockout.ts); one budget, one place.
        accountLockout: { enabled: false },
      }),
    ],
    // Our routes limit by IP and throttle sign-ins themselves (src/auth/lockout.ts).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "hm",
      useSecureCookies: opts.production,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => randomUUID() },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
