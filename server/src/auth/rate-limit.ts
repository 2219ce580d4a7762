import type { CounterStore } from "./counter-store";

export interface Refusal {
  retryAfterSeconds: number;
}

export function refusal(resetAt: Date): Refusal {
  return { retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000)) };
}

/** Counts one hit against `max` per window; refuses once the limit is passed. */
export async function hitLimit(
  store: CounterStore,
  key: string,
  max: number,
  windowMs: number,
): Promise<Refusal | null> {
  const { count, resetAt } = await store.increment(key, windowMs);
  return count > max ? refusal(resetAt) : null;
}
