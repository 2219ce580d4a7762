import type { AuditLogResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { afterEach, expect, it, vi } from "vitest";
import { auditRows } from "../test/audit";
import { describeOnDatabases, TEST_PASSWORD } from "../test/harness";
import { SESSION_ABSOLUTE_MAX_SECONDS } from "./auth";
import { backgroundSettled } from "./background";

const A = API_PATHS.auth;
const DAY_MS = 24 * 60 * 60 * 1000;
const tokenOf = (link: string | undefined) => new URL(link ?? "").searchParams.get("token");

describeOnDatabases(
  "smaller holes in accounts",
  (h) => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("builds mail links from SITE_ORIGIN, whatever Host header the request carried", async () => {
      const person = await h().createUser("partner");
      const res = await h().call("POST", A.forgotPassword, {
        body: { email: person.email },
        headers: { host: "attacker.example" },
      });
      expect(res.status).toBe(200);
      await backgroundSettled();
      const link = h().mail.at(-1)?.links[0] ?? "";
      expect(new URL(link).origin).toBe(h().services.env.SITE_ORIGIN);
    });

    it("a successful password reset makes every other reset link of that user stop working", async () => {
      const person = await h().createUser("partner");
      await h().call("POST", A.forgotPassword, { body: { email: person.email } });
      await backgroundSettled();
      const first = tokenOf(h().mail.at(-1)?.links[0]);
      await h().call("POST", A.forgotPassword, { body: { email: person.email } });
      await backgroundSettled();
      const second = tokenOf(h().mail.at(-1)?.links[0]);
      expect(first).not.toBe(second);
      const used = await h().call("POST", A.resetPassword, {
        body: { token: second, newPassword: "reset number one" },
      });
      expect(used.status).toBe(200);
      const older = await h().call("POST", A.resetPassword, {
        body: { token: first, newPassword: "reset number two" },
      });
      expect(older.status).toBe(400);
      expect((await h().signIn(person.email, "reset number one")).status).toBe(200);
    });

    it("ends a session at its absolute maximum age even when it is used every day", async () => {
      const person = await h().createUser("partner");
      vi.useFakeTimers({ toFake: ["Date"] });
      const start = Date.now();
      const days = SESSION_ABSOLUTE_MAX_SECONDS / 86_400;
      for (let day = 1; day < days; day++) {
        vi.setSystemTime(start + day * DAY_MS);
        expect((await h().call("GET", API_PATHS.me, { cookie: person.cookie })).status, `day ${day}`).toBe(200);
      }
      vi.setSystemTime(start + days * DAY_MS + 60_000);
      expect((await h().call("GET", API_PATHS.me, { cookie: person.cookie })).status).toBe(401);
    });

    it("records a failed sign-in with no actor, for unknown and unconfirmed addresses alike", async () => {
      const admin = await h().createUser("administrator");
      await h().call("POST", A.register, {
        body: { fullName: "The Chief Executive", email: "squatter@test.helixmap.example", password: TEST_PASSWORD },
      });
      await backgroundSettled();
      await h().signIn("ghost-visitor@test.helixmap.example", "whatever123");
      await h().signIn("squatter@test.helixmap.example", "whatever123");
      const rows = await auditRows(h(), "login_failed");
      expect(rows.slice(0, 2).map((r) => r.userId)).toEqual([null, null]);
      const log = await h().call("GET", API_PATHS.auditLogs, { cookie: admin.cookie });
      const failed = (log.body as AuditLogResponse).entries.filter((e) => e.action === "login_failed");
      expect(failed.length).toBeGreaterThanOrEqual(2);
      for (const entry of failed) expect(entry.actor).toBeNull();
    });
  },
  { limits: { mailPerAddressWindowMs: 1 } },
);
