import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { LANES, openTestDatabase, type TestDatabase } from "../test/databases";
import type { CounterStore } from "./counter-store";
import { databaseCounterStore } from "./database-counter-store";
import { accountLockout, LOCKOUT_MAX_FAILURES, LOCKOUT_WINDOW_MS } from "./lockout";
import { redisCounterStore } from "./redis-counter-store";

const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

/** The lock-out's behaviour, the same for every store. */
function lockoutSuite(open: () => Promise<{ store: CounterStore; reopen: () => Promise<CounterStore> }>) {
  let store: CounterStore;
  let reopen: () => Promise<CounterStore>;
  const email = () => `lock-${randomBytes(4).toString("hex")}@test.helixmap.example`;

  beforeAll(async () => {
    ({ store, reopen } = await open());
  });

  it("locks after 5 failures and tells how long the lock lasts", async () => {
    const lockout = accountLockout(store);
    const who = email();
    for (let i = 0; i < LOCKOUT_MAX_FAILURES - 1; i++) await lockout.recordFailure(who);
    expect(await lockout.check(who)).toBeNull();
    await lockout.recordFailure(who);
    const refusal = await lockout.check(who);
    expect(refusal?.retryAfterSeconds).toBeGreaterThan(LOCKOUT_WINDOW_MS / 1000 - 5);
    expect(await lockout.check(email())).toBeNull();
  });

  it("keeps the lock in storage, so a restarted instance still refuses", async () => {
    const who = email();
    const lockout = accountLockout(store);
    for (let i = 0; i < LOCKOUT_MAX_FAILURES; i++) await lockout.recordFailure(who);
    const other = accountLockout(await reopen());
    expect(await other.check(who)).not.toBeNull();
    await other.clear(who);
    expect(await lockout.check(who)).toBeNull();
  });

  it("counts concurrent failures without losing any", async () => {
    const who = email();
    await Promise.all(Array.from({ length: 20 }, () => store.increment(`c:${who}`, 60_000)));
    expect((await store.peek(`c:${who}`))?.count).toBe(20);
  });

  it("starts a new window once the old one has passed", async () => {
    const key = `w:${email()}`;
    await store.increment(key, 200);
    await store.increment(key, 200);
    await new Promise((r) => setTimeout(r, 350));
    expect(await store.peek(key)).toBeNull();
    expect((await store.increment(key, 200)).count).toBe(1);
  });
}

for (const lane of LANES) {
  describe.skipIf(lane.skip)(`sign-in lock-out counters in the database (${lane.name})`, () => {
    let handles: DatabaseHandle[] = [];
    let database: TestDatabase | undefined;
    afterAll(async () => {
      for (const h of handles) await h.close();
      await database?.drop();
    });
    lockoutSuite(async () => {
      const opened = await openTestDatabase(lane.kind);
      database = opened.database;
      handles = [opened.handle];
      return {
        store: databaseCounterStore(opened.handle.db),
        // A second pool on the same PostgreSQL stands in for another instance; PGlite belongs to one process.
        reopen: async () => {
          if (!database?.url) return databaseCounterStore(opened.handle.db);
          const second = await openDatabase({ databaseUrl: database.url, dataDir: null });
          handles.push(second);
          return databaseCounterStore(second.db);
        },
      };
    });
  });
}

describe.skipIf(!TEST_REDIS_URL)(
  `sign-in lock-out counters in Redis${TEST_REDIS_URL ? "" : " (skipped: TEST_REDIS_URL is not set)"}`,
  () => {
    const prefix = `helixmap-test-${randomBytes(4).toString("hex")}:`;
    const stores: CounterStore[] = [];
    afterAll(async () => {
      for (const s of stores) await s.close();
    });
    lockoutSuite(async () => {
      const open = () => {
        const s = redisCounterStore(TEST_REDIS_URL!, prefix);
        stores.push(s);
        return s;
      };
      return { store: open(), reopen: async () => open() };
    });
  },
);
