import { and, eq, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimitCounters, signInAttempts } from "../db/schema";
import { type CounterStore, delayAfter } from "./counter-store";

export function databaseCounterStore(db: Database): CounterStore {
  return {
    async increment(key, windowMs) {
      const now = new Date();
      const resetAt = new Date(now.getTime() + windowMs);
      const expired = sql`${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz`;
      // One statement, so concurrent hits on several instances never lose a count.
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, count: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
          },
        })
        .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
      if (!row) throw new Error("rate limit counter not written");
      return row;
    },
    async peek(key) {
      const [row] = await db
        .select({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt })
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, key));
      return row && row.resetAt > new Date() ? row : null;
    },
    async reset(key) {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    },
    reserveAttempt(email, client, policy) {
      // The row is locked for the decision, so instances deciding at once take turns.
      return db.transaction(async (tx) => {
        const mine = and(eq(signInAttempts.email, email), eq(signInAttempts.client, client));
        const created = new Date();
        await tx
          .insert(signInAttempts)
          .values({ email, client, failures: 0, nextAttemptAt: created, expiresAt: created })
          .onConflictDoNothing();
        const [row] = await tx.select().from(signInAttempts).where(mine).for("update");
        // Read the clock once the lock is ours: a turn taken before it would see the previous holder's
        // free attempt as still in the future and refuse an attempt that is free.
        const now = new Date();
        const live = row && row.expiresAt > now;
        const failures = live ? row.failures : 0;
        if (live && failures > 0 && row.nextAttemptAt > now) {
          return { allowed: false, failures, retryAfterMs: row.nextAttemptAt.getTime() - now.getTime() };
        }
        const counted = failures + 1;
        await tx
          .update(signInAttempts)
          .set({
            failures: counted,
            nextAttemptAt: new Date(now.getTime() + delayAfter(counted, policy)),
            expiresAt: new Date(now.getTime() + policy.memoryMs),
          })
          .where(mine);
        return { allowed: true, failures: counted, retryAfterMs: 0 };
      });
    },
    async clearAttempts(email, client) {
      await db
        .delete(signInAttempts)
        .where(
          client === undefined
            ? eq(signInAttempts.email, email)
            : and(eq(signInAttempts.email, email), eq(signInAttempts.client, client)),
        );
    },
    async removeExpired() {
      const now = new Date();
      const attempts = await db
        .delete(signInAttempts)
        .where(lte(signInAttempts.expiresAt, now))
        .returning({ email: signInAttempts.email });
      const counters = await db
        .delete(rateLimitCounters)
        .where(lte(rateLimitCounters.resetAt, now))
        .returning({ key: rateLimitCounters.key });
      return attempts.length + counters.length;
    },
    async close() {},
  };
}
