/**
 * Counters behind sign-in throttling and rate limits. They live in the
 * database, or in Redis when REDIS_URL is set, so they hold across restarts
 * and across instances.
 */
export interface WindowCount {
  count: number;
  resetAt: Date;
}

/** How failed sign-ins of one account from one client slow further attempts down. */
export interface AttemptPolicy {
  /** Failures allowed before any wait. */
  freeFailures: number;
  /** The wait after the last free failure; each further failure doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures are forgotten this long after the last attempt. */
  memoryMs: number;
}

export interface AttemptReservation {
  allowed: boolean;
  /** Failures counted so far, this attempt included when it was allowed. */
  failures: number;
  /** When refused: how long until the next attempt may start. */
  retryAfterMs: number;
}

/** The wait that follows `failures` failed attempts. */
export function delayAfter(failures: number, policy: AttemptPolicy): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(policy.baseDelayMs * 2 ** (failures - policy.freeFailures), policy.maxDelayMs);
}

export interface CounterStore {
  /** Adds one hit; a window that has passed starts again at 1. */
  increment(key: string, windowMs: number): Promise<WindowCount>;
  /** The current window, or null when none is open. */
  peek(key: string): Promise<WindowCount | null>;
  reset(key: string): Promise<void>;
  /**
   * In one atomic step: refuses while this account and client must still
   * wait; otherwise counts the attempt as a failure before the password is
   * checked (a success clears it) and sets the wait that follows it. Parallel
   * attempts therefore never pass the check together.
   */
  reserveAttempt(email: string, client: string, policy: AttemptPolicy): Promise<AttemptReservation>;
  /** Forgets the failures of one client of an account, or of every client. */
  clearAttempts(email: string, client?: string): Promise<void>;
  /** Deletes counters whose time has passed; returns how many. */
  removeExpired(): Promise<number>;
  close(): Promise<void>;
}
