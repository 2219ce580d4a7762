import { Redis } from "ioredis";
import type { CounterStore } from "./counter-store";

// INCR and PEXPIRE in one script, so the first hit of a window always sets its expiry.
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

// One hash per account, one field per client: "failures:nextAttemptAt:expiresAt" (ms).
// Redis runs a script alone, so the check and the count are one step across instances.
const RESERVE = `
local now = tonumber(ARGV[2])
local free, base, max, memory = tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6])
local failures, nextAt, expiresAt = 0, 0, 0
local stored = redis.call('HGET', KEYS[1], ARGV[1])
if stored then
  local f, n, e = string.match(stored, '^(%d+):(%d+):(%d+)$')
  failures, nextAt, expiresAt = tonumber(f), tonumber(n), tonumber(e)
end
if expiresAt <= now then failures = 0 end
if failures > 0 and nextAt > now then return {0, failures, nextAt - now} end
failures = failures + 1
local delay = 0
if failures >= free then delay = math.min(base * 2 ^ (failures - free), max) end
redis.call('HSET', KEYS[1], ARGV[1], string.format('%d:%d:%d', failures, now + delay, now + memory))
redis.call('PEXPIRE', KEYS[1], memory)
return {1, failures, 0}
`;

export function redisCounterStore(url: string, prefix = "helixmap:counter:"): CounterStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  const attemptsKey = (email: string) => `${prefix}sign-in-attempts:${email}`;
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
    async reserveAttempt(email, client, policy) {
      const [allowed, failures, retryAfterMs] = (await redis.eval(
        RESERVE,
        1,
        attemptsKey(email),
        client,
        String(Date.now()),
        String(policy.freeFailures),
        String(policy.baseDelayMs),
        String(policy.maxDelayMs),
        String(policy.memoryMs),
      )) as [number, number, number];
      return { allowed: allowed === 1, failures, retryAfterMs };
    },
    async clearAttempts(email, client) {
      if (client === undefined) await redis.del(attemptsKey(email));
      else await redis.hdel(attemptsKey(email), client);
    },
    // Every key carries its expiry, so Redis removes them itself.
    async removeExpired() {
      return 0;
    },
    async close() {
      await redis.quit();
    },
  };
}
