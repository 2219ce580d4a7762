import { API_PATHS } from "@helixmap/common/api-paths";
import { afterEach, expect, it, vi } from "vitest";
import { auditRows } from "../test/audit";
import { describeOnDatabases, type Harness, TEST_PASSWORD } from "../test/harness";
import { backgroundSettled } from "./background";
import { SIGN_IN_POLICY } from "./lockout";

type ErrorBody = { error: { code: string; message: string } };

/** A sign-in from `client`: the trusted proxy (TRUST_PROXY=1) names it in X-Forwarded-For. */
function signInFrom(h: Harness, client: string, email: string, password: string) {
  return h.call("POST", API_PATHS.auth.signIn, { body: { email, password }, headers: { "x-forwarded-for": client } });
}

describeOnDatabases(
  "sign-in throttling per account and client",
  (h) => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("makes the failing client wait, says how long, and never holds the owner up from elsewhere", async () => {
      const person = await h().createUser("partner");
      const attacker = "198.51.100.66";
      for (let i = 0; i < SIGN_IN_POLICY.freeFailures; i++) {
        expect((await signInFrom(h(), attacker, person.email, `guess-${i}-wrong`)).status).toBe(401);
      }
      const held = await signInFrom(h(), attacker, person.email, TEST_PASSWORD);
      expect(held.status).toBe(429);
      const retryAfter = Number(held.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(SIGN_IN_POLICY.baseDelayMs / 1000 - 5);
      expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_POLICY.baseDelayMs / 1000);
      expect((held.body as ErrorBody).error.message).toMatch(/wait \d+ seconds/);

      // The owner, from their own address, is not affected at all.
      expect((await signInFrom(h(), "192.0.2.10", person.email, TEST_PASSWORD)).status).toBe(200);

      // The wait passes; it is a delay, not a lock.
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.now() + SIGN_IN_POLICY.baseDelayMs + 1000);
      expect((await signInFrom(h(), attacker, person.email, "guess-again-wrong")).status).toBe(401);
      // Each further failure doubles the wait.
      const longer = await signInFrom(h(), attacker, person.email, TEST_PASSWORD);
      expect(Number(longer.headers.get("retry-after"))).toBeGreaterThan(SIGN_IN_POLICY.baseDelayMs / 1000 + 5);
    });

    it("checks parallel guesses one reservation at a time: only the free attempts reach the password check", async () => {
      const person = await h().createUser("partner");
      const before = (await auditRows(h(), "login_failed")).length;
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) => signInFrom(h(), "198.51.100.77", person.email, `parallel-${i}-wrong`)),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_POLICY.freeFailures);
      expect(statuses.filter((s) => s === 429)).toHaveLength(12 - SIGN_IN_POLICY.freeFailures);
      expect((await auditRows(h(), "login_failed")).length - before).toBe(SIGN_IN_POLICY.freeFailures);
    });

    it("a password reset forgets the failures of every client", async () => {
      const person = await h().createUser("partner");
      for (let i = 0; i < SIGN_IN_POLICY.freeFailures; i++) {
        await signInFrom(h(), "198.51.100.88", person.email, `reset-${i}-wrong`);
      }
      expect((await signInFrom(h(), "198.51.100.88", person.email, TEST_PASSWORD)).status).toBe(429);
      await h().call("POST", API_PATHS.auth.forgotPassword, { body: { email: person.email } });
      await backgroundSettled();
      const token = new URL(h().mail.at(-1)!.links[0]!).searchParams.get("token");
      const reset = await h().call("POST", API_PATHS.auth.resetPassword, {
        body: { token, newPassword: "a fresh password" },
      });
      expect(reset.status).toBe(200);
      expect((await signInFrom(h(), "198.51.100.88", person.email, "a fresh password")).status).toBe(200);
    });
  },
  { env: { TRUST_PROXY: "1" } },
);
