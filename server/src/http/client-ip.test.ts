import { API_PATHS } from "@helixmap/common/api-paths";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session } from "../db/schema";
import { auditRows } from "../test/audit";
import { describeOnDatabases, startHarness, TEST_PASSWORD } from "../test/harness";
import { resolveClientIp } from "./client-ip";

describe("resolveClientIp", () => {
  it("ignores X-Forwarded-For unless a proxy is trusted", () => {
    expect(resolveClientIp("10.0.0.1", "203.0.113.5", null)).toBe("10.0.0.1");
    expect(resolveClientIp("::ffff:10.0.0.1", undefined, { hops: 1 })).toBe("10.0.0.1");
  });

  it("takes the address the trusted hops saw, never one the client wrote in front of it", () => {
    expect(resolveClientIp("10.0.0.1", "203.0.113.5", { hops: 1 })).toBe("203.0.113.5");
    expect(resolveClientIp("10.0.0.1", "6.6.6.6, 203.0.113.5", { hops: 1 })).toBe("203.0.113.5");
    expect(resolveClientIp("10.0.0.1", "6.6.6.6, 203.0.113.5, 10.0.0.2", { hops: 2 })).toBe("203.0.113.5");
    // Fewer entries than hops: the leftmost there is.
    expect(resolveClientIp("10.0.0.1", "203.0.113.5", { hops: 3 })).toBe("203.0.113.5");
  });

  it("by addresses: skips the trusted proxies from the right", () => {
    const trust = { addresses: ["10.0.0.1", "10.0.0.2"] };
    expect(resolveClientIp("10.0.0.1", "6.6.6.6, 203.0.113.5, 10.0.0.2", trust)).toBe("203.0.113.5");
    // A request that did not come through a trusted proxy: its header is the client's own words.
    expect(resolveClientIp("192.0.2.9", "203.0.113.5", trust)).toBe("192.0.2.9");
  });

  it("falls back to the socket when the trusted entry is not an address", () => {
    expect(resolveClientIp("10.0.0.1", "not-an-ip", { hops: 1 })).toBe("10.0.0.1");
  });
});

describeOnDatabases(
  "behind a trusted proxy (TRUST_PROXY=1)",
  (h) => {
    it("records the forwarded client address in the audit, not the proxy's or a spoofed one", async () => {
      const person = await h().createUser("partner");
      await h().call("POST", API_PATHS.auth.signIn, {
        body: { email: person.email, password: "definitely wrong" },
        headers: { "x-forwarded-for": "6.6.6.6, 203.0.113.50" },
      });
      const [entry] = await auditRows(h(), "login_failed");
      expect(entry?.ipAddress).toBe("203.0.113.50");
    });
  },
  { env: { TRUST_PROXY: "1" } },
);

describe("the per-IP limit behind a proxy, and sign-out", () => {
  it("limits each forwarded client on its own, and never limits sign-out", async () => {
    const h = await startHarness("pglite", { env: { TRUST_PROXY: "127.0.0.1" }, limits: { perIpMax: 2 } });
    try {
      const from = (ip: string) => ({ "x-forwarded-for": ip });
      const forgot = (ip: string) =>
        h.call("POST", API_PATHS.auth.forgotPassword, {
          body: { email: `limit-${Math.random()}@test.helixmap.example` },
          headers: from(ip),
        });
      expect((await forgot("203.0.113.1")).status).toBe(200);
      expect((await forgot("203.0.113.1")).status).toBe(200);
      expect((await forgot("203.0.113.1")).status).toBe(429);
      expect((await forgot("203.0.113.2")).status).toBe(200);
      for (let i = 0; i < 3; i++) {
        const out = await h.call("POST", API_PATHS.auth.signOut, { body: {}, headers: from("203.0.113.1") });
        expect(out.status).toBe(200);
      }
    } finally {
      await h.close();
    }
  });

  it("without TRUST_PROXY, X-Forwarded-For changes nothing", async () => {
    const h = await startHarness("pglite", { limits: { perIpMax: 1 } });
    try {
      const forgot = (ip: string) =>
        h.call("POST", API_PATHS.auth.forgotPassword, {
          body: { email: `nolimit-${Math.random()}@test.helixmap.example` },
          headers: { "x-forwarded-for": ip },
        });
      expect((await forgot("203.0.113.3")).status).toBe(200);
      expect((await forgot("203.0.113.4")).status).toBe(429);
    } finally {
      await h.close();
    }
  });

  it("without TRUST_PROXY, sessions record the socket's address, not a client-written one", async () => {
    const h = await startHarness("pglite");
    try {
      const person = await h.createUser("partner");
      await h.services.db.delete(session).where(eq(session.userId, person.id));
      await h.call("POST", API_PATHS.auth.signIn, {
        body: { email: person.email, password: TEST_PASSWORD },
        headers: { "x-forwarded-for": "6.6.6.6", "x-helixmap-client-ip": "7.7.7.7" },
      });
      const rows = await h.services.db.select().from(session).where(eq(session.userId, person.id));
      expect(rows.map((r) => r.ipAddress)).toEqual(["127.0.0.1"]);
    } finally {
      await h.close();
    }
  });
});
