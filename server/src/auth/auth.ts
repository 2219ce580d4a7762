import { randomUUID } from "node:crypto";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@helixmap/common/constants";
import { ADMIN_PATHS } from "@helixmap/common/routes";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import type { Mailer } from "../mail/message";
import { confirmationMail, passwordResetMail } from "../mail/templates";

export const CONFIRMATION_TTL_SECONDS = 24 * 60 * 60;
export const RESET_TTL_SECONDS = 60 * 60;
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
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

/**
 * The origin mail links point at. Our routes pass a request whose URL carries
 * it (see `mailLinkOrigin`); without one the production origin is used.
 */
function linkOrigin(request: Request | undefined, fallback: string): string {
  return request ? new URL(request.url).origin : fallback;
}

/**
 * better-auth owns passwords, sessions and tokens. It is only called through
 * `auth.api.*` from our own routes (src/api/auth-routes.ts), never mounted, so
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
      onPasswordReset: ({ user }) => opts.onPasswordReset(user.email),
      sendResetPassword: async ({ user, token }, request) => {
        const link = `${linkOrigin(request, opts.siteOrigin)}${ADMIN_PATHS.resetPassword}?token=${encodeURIComponent(token)}`;
        await opts.mailer.send(passwordResetMail(user.email, link));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: CONFIRMATION_TTL_SECONDS,
      sendVerificationEmail: async ({ user, token }, request) => {
        const link = `${linkOrigin(request, opts.siteOrigin)}${ADMIN_PATHS.confirm}?token=${encodeURIComponent(token)}`;
        await opts.mailer.send(confirmationMail(user.email, link));
      },
    },
    session: {
      expiresIn: SESSION_TTL_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    // Our routes limit by IP and lock accounts themselves (src/auth/lockout.ts).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "hm",
      useSecureCookies: opts.production,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      database: { generateId: () => randomUUID() },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
