import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimitCounters } from "../db/schema";
import type { CounterStore } from "./counter-store";

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
    async close() {},
  };
}
