import { and, eq, gt } from "drizzle-orm";
import { user, verification } from "../db/schema";
import type { Services } from "../services";

/** better-auth's cookie holding a sign-in that passed the password and waits for a code. */
const CHALLENGE_COOKIE = /(?:^|;\s*)(?:__Secure-)?hm\.two_factor=([^;]+)/;

/**
 * Whose sign-in a pending two-factor challenge belongs to, so a wrong code
 * counts against that account and is audited. The cookie's value names a
 * random, short-lived challenge; better-auth checks its signature itself
 * when the code is verified.
 */
export async function pendingTwoFactorUser(
  s: Services,
  headers: Headers,
): Promise<{ userId: string; email: string } | null> {
  const raw = headers.get("cookie")?.match(CHALLENGE_COOKIE)?.[1];
  if (!raw) return null;
  let signed: string;
  try {
    signed = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const identifier = signed.slice(0, signed.lastIndexOf("."));
  if (!identifier.startsWith("2fa-")) return null;
  const [row] = await s.db
    .select({ userId: user.id, email: user.email })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(and(eq(verification.identifier, identifier), gt(verification.expiresAt, new Date())));
  return row ?? null;
}
