import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { LANES, openTestDatabase, type TestDatabase } from "../test/databases";
import { resolveAuthSecret } from "./auth-secret";

for (const lane of LANES) {
  describe.skipIf(lane.skip)(`the development auth secret (${lane.name})`, () => {
    let handle: DatabaseHandle;
    let database: TestDatabase;
    beforeAll(async () => {
      ({ handle, database } = await openTestDatabase(lane.kind));
    });
    afterAll(async () => {
      await handle.close();
      await database.drop();
    });

    it("is generated once and kept, so restarts and other instances agree", async () => {
      const [a, b] = await Promise.all([
        resolveAuthSecret(handle.db, undefined),
        resolveAuthSecret(handle.db, undefined),
      ]);
      expect(a).toBe(b);
      expect(a.length).toBeGreaterThanOrEqual(32);
      expect(await resolveAuthSecret(handle.db, undefined)).toBe(a);
    });

    it("is AUTH_SECRET when that is configured", async () => {
      expect(await resolveAuthSecret(handle.db, "c".repeat(40))).toBe("c".repeat(40));
    });
  });
}
