import { Redis } from "ioredis";
import type { CounterStore } from "./counter-store";

// INCR and PEXPIRE in one script, so the first hit of a window always sets its expiry.
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

export function redisCounterStore(url: string, prefix = "helixmap:counter:"): CounterStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  return {
    async increment(key, windowMs) {
      const [count, ttl] = (await redis.eval(INCREMENT, 1, prefix + key, String(windowMs))) as [number, number];
      return { count, resetAt: new Date(Date.now() + Math.max(ttl, 0)) };
    },
    async peek(key) {
      const [[, value], [, ttl]] = (await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()) as [[Error | null, string | null], [Error | null, number]];
      if (value === null || ttl <= 0) return null;
      return { count: Number(value), resetAt: new Date(Date.now() + ttl) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
