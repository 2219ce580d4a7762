import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { SESSION_ABSOLUTE_MAX_SECONDS } from "../auth/auth";
import type { Database } from "../db/client";
import { session, user, userProfiles } from "../db/schema";
import type { Services } from "../services";
import type { ProfileRow } from "./serialize";

/** better-auth signs the session cookie as `<token>.<base64 HMAC-SHA256 of the token>` (better-call's format). */
const SIGNATURE_LENGTH = 44;

/** The session token of a correctly signed session cookie, or null. */
export function signedSessionToken(c: Context, cookieName: string, secret: string): string | null {
  const value = getCookie(c, cookieName);
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  if (value.length - dot - 1 !== SIGNATURE_LENGTH || signature.length !== expected.length) return null;
  return timingSafeEqual(signature, expected) ? token : null;
}

export interface CallerRow {
  token: string;
  expiresAt: Date;
  createdAt: Date;
  mfaEnabled: boolean | null;
  twoFactorPassed: boolean;
  profile: ProfileRow | null;
}

/** Sessions end this long after sign-in however often they are used; the sliding expiry alone would let one live for ever. */
export function sessionOutlivedItsMaximum(createdAt: Date | string): boolean {
  return Date.now() - new Date(createdAt).getTime() > SESSION_ABSOLUTE_MAX_SECONDS * 1000;
}

/** The session and its account's profile in one statement (one database round trip). */
export async function findSessionWithProfile(db: Database, token: string): Promise<CallerRow | undefined> {
  try {
    const [row] = await db
      .select({
        token: session.token,
        expiresAt: session.expiresAt,
        createdAt: session.createdAt,
        mfaEnabled: user.twoFactorEnabled,
        twoFactorPassed: session.twoFactorPassed,
        profile: userProfiles,
      })
      .from(session)
      .leftJoin(user, eq(user.id, session.userId))
      .leftJoin(userProfiles, eq(userProfiles.id, session.userId))
      .where(eq(session.token, token))
      .limit(1);
    return row;
  } catch (err) {
    // A failed query's error carries its parameters: the session token must not reach the logs.
    const reason = err instanceof Error && err.cause instanceof Error ? err.cause.message : "query failed";
    throw new Error(`session lookup failed: ${reason}`);
  }
}

/**
 * The caller's profile when one statement settles it: a validly signed
 * cookie, a live session that better-auth would not extend on this request,
 * and an existing profile. Anything else (no or expired session, a session due
 * for its daily extension or past its absolute maximum, a missing profile)
 * answers undefined and is left to better-auth's own session handling.
 */
export async function quickCaller(
  s: Services,
  c: Context,
): Promise<{ profile: ProfileRow; token: string; mfaEnabled: boolean; twoFactorPassed: boolean } | undefined> {
  const ctx = await s.auth.$context;
  const token = signedSessionToken(c, ctx.authCookies.sessionToken.name, ctx.secret);
  if (!token) return undefined;
  const row = await findSessionWithProfile(s.db, token);
  if (!row?.profile || sessionOutlivedItsMaximum(row.createdAt)) return undefined;
  const now = Date.now();
  const expires = row.expiresAt.getTime();
  const { expiresIn, updateAge } = ctx.sessionConfig;
  if (expires <= now || expires - expiresIn * 1000 + updateAge * 1000 <= now) return undefined;
  return {
    profile: row.profile,
    token: row.token,
    mfaEnabled: row.mfaEnabled === true,
    twoFactorPassed: row.twoFactorPassed,
  };
}
