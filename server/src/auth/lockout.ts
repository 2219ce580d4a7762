import type { AttemptPolicy, CounterStore } from "./counter-store";
import type { Refusal } from "./rate-limit";

/** Sign-in throttling (docs/decisions/004-sign-in-throttling-and-two-factor.md). */
export const SIGN_IN_POLICY: AttemptPolicy = {
  freeFailures: 5,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  memoryMs: 24 * 60 * 60_000,
};
/** Expired counters are swept at most this often per instance. */
export const COUNTER_SWEEP_INTERVAL_MS = 60_000;

/**
 * Slows down failed sign-ins per account and client instead of locking the
 * account: a stranger guessing from elsewhere never makes the owner wait.
 * Each attempt (password or second-factor code) is reserved before it is
 * checked, so parallel guesses cannot all slip through.
 */
export function accountLockout(store: CounterStore, policy: AttemptPolicy = SIGN_IN_POLICY) {
  let lastSweep = 0;
  const key = (email: string) => email.toLowerCase();
  async function sweep() {
    if (Date.now() - lastSweep < COUNTER_SWEEP_INTERVAL_MS) return;
    lastSweep = Date.now();
    await store.removeExpired();
  }
  return {
    /** Null when the attempt may go ahead (it is then counted as failed until `succeeded`). */
    async reserve(email: string, client: string): Promise<Refusal | null> {
      await sweep();
      const reservation = await store.reserveAttempt(key(email), client, policy);
      return reservation.allowed
        ? null
        : { retryAfterSeconds: Math.max(1, Math.ceil(reservation.retryAfterMs / 1000)) };
    },
    async succeeded(email: string, client: string): Promise<void> {
      await store.clearAttempts(key(email), client);
    },
    /** A password reset proves the mailbox: every client's failures are forgotten. */
    async clear(email: string): Promise<void> {
      await store.clearAttempts(key(email));
    },
  };
}

export type AccountLockout = ReturnType<typeof accountLockout>;
