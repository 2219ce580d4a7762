import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { LANES, openTestDatabase, type TestDatabase } from "../test/databases";
import { type CounterStore, delayAfter } from "./counter-store";
import { databaseCounterStore } from "./database-counter-store";
import { accountLockout, SIGN_IN_POLICY } from "./lockout";
import { redisCounterStore } from "./redis-counter-store";

const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

/** The lock-out's behaviour, the same for every store. */
function lockoutSuite(
  open: () => Promise<{ store: CounterStore; reopen: () => Promise<CounterStore> }>,
  storeSweeps: boolean,
) {
  let store: CounterStore;
  let reopen: () => Promise<CounterStore>;
  const email = () => `lock-${randomBytes(4).toString("hex")}@test.helixmap.example`;

  beforeAll(async () => {
    ({ store, reopen } = await open());
  });

  const fast = { freeFailures: 2, baseDelayMs: 400, maxDelayMs: 1_000, memoryMs: 60_000 };

  it("lets the free failures through, then makes that client wait, doubling up to the cap", async () => {
    const lockout = accountLockout(store, fast);
    const who = email();
    expect(await lockout.reserve(who, "10.0.0.1")).toBeNull();
    expect(await lockout.reserve(who, "10.0.0.1")).toBeNull();
    const refused = await lockout.reserve(who, "10.0.0.1");
    expect(refused?.retryAfterSeconds).toBe(1);
    expect(delayAfter(3, fast)).toBe(800);
    expect(delayAfter(9, fast)).toBe(1_000);
    expect(delayAfter(10, SIGN_IN_POLICY)).toBe(SIGN_IN_POLICY.maxDelayMs);
    await new Promise((r) => setTimeout(r, 450));
    expect(await lockout.reserve(who, "10.0.0.1")).toBeNull();
    expect(await lockout.reserve(who, "10.0.0.1")).not.toBeNull();
  });

  it("never makes the owner wait for a stranger's failures from another client", async () => {
    const lockout = accountLockout(store, fast);
    const who = email();
    for (let i = 0; i < 3; i++) await lockout.reserve(who, "198.51.100.9");
    expect(await lockout.reserve(who, "198.51.100.9")).not.toBeNull();
    expect(await lockout.reserve(who, "10.0.0.2")).toBeNull();
    await lockout.succeeded(who, "10.0.0.2");
    expect(await lockout.reserve(who, "198.51.100.9")).not.toBeNull();
  });

  it("reserves parallel attempts atomically: only the free ones go ahead", async () => {
    const who = email();
    const results = await Promise.all(
      Array.from({ length: 12 }, () => store.reserveAttempt(who, "10.0.0.3", SIGN_IN_POLICY)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(SIGN_IN_POLICY.freeFailures);
  });

  it("keeps the failures in storage, so a restarted instance still makes the client wait", async () => {
    const who = email();
    const lockout = accountLockout(store, fast);
    for (let i = 0; i < 2; i++) await lockout.reserve(who, "10.0.0.4");
    const other = accountLockout(await reopen(), fast);
    expect(await other.reserve(who, "10.0.0.4")).not.toBeNull();
    await other.clear(who);
    expect(await lockout.reserve(who, "10.0.0.4")).toBeNull();
  });

  it("counts concurrent failures without losing any", async () => {
    const who = email();
    await Promise.all(Array.from({ length: 20 }, () => store.increment(`c:${who}`, 60_000)));
    expect((await store.peek(`c:${who}`))?.count).toBe(20);
  });

  it("removes expired counters and attempts, keeping live ones", async () => {
    const gone = email();
    const kept = email();
    await store.reserveAttempt(gone, "10.0.0.5", { ...fast, memoryMs: 100 });
    await store.reserveAttempt(kept, "10.0.0.5", fast);
    await store.increment(`x:${gone}`, 100);
    await new Promise((r) => setTimeout(r, 250));
    // The database sweeps the lapsed attempt and counter; Redis expires its keys itself and sweeps none.
    expect(await store.removeExpired()).toBe(storeSweeps ? 2 : 0);
    expect(await store.peek(`x:${gone}`)).toBeNull();
    // The live attempt still counts: a third failure of this client has to wait.
    await store.reserveAttempt(kept, "10.0.0.5", fast);
    expect((await store.reserveAttempt(kept, "10.0.0.5", fast)).allowed).toBe(false);
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
    }, true);
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
    }, false);
  },
);
