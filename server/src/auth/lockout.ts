import type { CounterStore } from "./counter-store";
import { type Refusal, refusal } from "./rate-limit";

export const LOCKOUT_MAX_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60_000;

/** Locks an account after 5 failed sign-ins within 15 minutes, until that window passes. */
export function accountLockout(store: CounterStore) {
  const key = (email: string) => `sign-in-failures:${email.toLowerCase()}`;
  return {
    async check(email: string): Promise<Refusal | null> {
      const current = await store.peek(key(email));
      return current && current.count >= LOCKOUT_MAX_FAILURES ? refusal(current.resetAt) : null;
    },
    async recordFailure(email: string): Promise<void> {
      await store.increment(key(email), LOCKOUT_WINDOW_MS);
    },
    async clear(email: string): Promise<void> {
      await store.reset(key(email));
    },
  };
}

export type AccountLockout = ReturnType<typeof accountLockout>;
