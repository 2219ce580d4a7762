/**
 * Fixed-window counters behind sign-in lock-out and rate limits. They live in
 * the database, or in Redis when REDIS_URL is set, so they hold across
 * restarts and across instances.
 */
export interface WindowCount {
  count: number;
  resetAt: Date;
}

export interface CounterStore {
  /** Adds one hit; a window that has passed starts again at 1. */
  increment(key: string, windowMs: number): Promise<WindowCount>;
  /** The current window, or null when none is open. */
  peek(key: string): Promise<WindowCount | null>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
