import { and, eq, ne } from "drizzle-orm";
import type { Executor } from "../db/client";
import { session } from "../db/schema";
import type { Services } from "../services";

/**
 * The token of the session better-auth has just started, read from its
 * signed session cookie in `headers` (enrolment, removal and a password
 * change each replace the caller's session with a new one).
 */
export async function startedSessionToken(s: Services, headers: Headers): Promise<string> {
  const name = (await s.auth.$context).authCookies.sessionToken.name;
  for (const cookie of headers.getSetCookie()) {
    const pair = cookie.split(";")[0] ?? "";
    const at = pair.indexOf("=");
    if (pair.slice(0, at) !== name) continue;
    const value = decodeURIComponent(pair.slice(at + 1));
    const dot = value.lastIndexOf(".");
    if (dot > 0) return value.slice(0, dot);
  }
  throw new Error("better-auth started no session");
}

/** Marks a session as one that passed the account's second factor (src/api/caller.ts requires it). */
export async function markSecondFactorPassed(executor: Executor, token: string): Promise<void> {
  await executor.update(session).set({ twoFactorPassed: true }).where(eq(session.token, token));
}

/** Ends every session of `userId` but `keepToken`; answers how many ended. */
export async function endOtherSessions(executor: Executor, userId: string, keepToken: string): Promise<number> {
  const ended = await executor
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.token, keepToken)))
    .returning({ id: session.id });
  return ended.length;
}
