import type { AccountSessionsResponse } from "@helixmap/common/account-api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { expect, it } from "vitest";
import { auditRows } from "../test/audit";
import { cookieHeader, describeOnDatabases, TEST_PASSWORD } from "../test/harness";

const ACC = API_PATHS.account;
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";

describeOnDatabases(
  "the account screen's routes",
  (h) => {
    it("lists one's own active sessions with device, address and last use, marking the current one", async () => {
      const person = await h().createUser("partner");
      const other = await h().call("POST", API_PATHS.auth.signIn, {
        body: { email: person.email, password: TEST_PASSWORD },
        headers: { "user-agent": FIREFOX, "x-forwarded-for": "203.0.113.20" },
      });
      expect(other.status).toBe(200);
      const stranger = await h().createUser("partner");

      const res = await h().call("GET", ACC.sessions, { cookie: person.cookie });
      const { sessions } = res.body as AccountSessionsResponse;
      expect(sessions).toHaveLength(2);
      expect(sessions.filter((x) => x.current)).toHaveLength(1);
      expect(sessions.find((x) => !x.current)).toMatchObject({
        device: "Firefox on Windows",
        ipAddress: "203.0.113.20",
      });
      expect(sessions.every((x) => !Number.isNaN(Date.parse(x.lastUsedAt)))).toBe(true);
      expect(JSON.stringify(res.body)).not.toContain(stranger.email);
    });

    it("ends one chosen session, but never someone else's", async () => {
      const person = await h().createUser("partner");
      const second = cookieHeader((await h().signIn(person.email, TEST_PASSWORD)).cookies);
      const stranger = await h().createUser("partner");
      const strangers = (
        (await h().call("GET", ACC.sessions, { cookie: stranger.cookie })).body as AccountSessionsResponse
      ).sessions;
      const notMine = await h().call("DELETE", ACC.session(strangers[0]!.id), { cookie: person.cookie });
      expect(notMine.status).toBe(404);
      expect((await h().call("GET", API_PATHS.me, { cookie: stranger.cookie })).status).toBe(200);

      const mine = ((await h().call("GET", ACC.sessions, { cookie: person.cookie })).body as AccountSessionsResponse)
        .sessions;
      const target = mine.find((x) => !x.current)!;
      expect((await h().call("DELETE", ACC.session(target.id), { cookie: person.cookie })).status).toBe(200);
      expect((await h().call("GET", API_PATHS.me, { cookie: second })).status).toBe(401);
      expect((await h().call("GET", API_PATHS.me, { cookie: person.cookie })).status).toBe(200);
      const [entry] = await auditRows(h(), "user_signed_out");
      expect(entry?.newValues).toMatchObject({ scope: "session", sessionId: target.id });
    });

    it("changes the password only with the current one, ending every other session, and audits it", async () => {
      const person = await h().createUser("partner");
      const other = cookieHeader((await h().signIn(person.email, TEST_PASSWORD)).cookies);
      const wrong = await h().call("POST", ACC.password, {
        body: { currentPassword: "not the password", newPassword: "my new password" },
        cookie: person.cookie,
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ error: { fields: { currentPassword: expect.any(String) } } });

      const changed = await h().call("POST", ACC.password, {
        body: { currentPassword: TEST_PASSWORD, newPassword: "my new password" },
        cookie: person.cookie,
      });
      expect(changed.status).toBe(200);
      const current = cookieHeader(changed.cookies);
      expect((await h().call("GET", API_PATHS.me, { cookie: current })).status).toBe(200);
      expect((await h().call("GET", API_PATHS.me, { cookie: other })).status).toBe(401);
      expect((await h().signIn(person.email, TEST_PASSWORD)).status).toBe(401);
      expect((await h().signIn(person.email, "my new password")).status).toBe(200);
      const [entry] = await auditRows(h(), "password_changed");
      expect(entry).toMatchObject({ userId: person.id });
      expect(JSON.stringify(entry)).not.toContain("my new password");
    });

    it("changes the full name, audited as profile_updated with old and new values", async () => {
      const person = await h().createUser("partner", { fullName: "Old Name" });
      const res = await h().call("PATCH", API_PATHS.me, { body: { fullName: "New Name" }, cookie: person.cookie });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ user: { fullName: "New Name" } });
      const [entry] = await auditRows(h(), "profile_updated");
      expect(entry).toMatchObject({ oldValues: { fullName: "Old Name" }, newValues: { fullName: "New Name" } });
    });
  },
  { env: { TRUST_PROXY: "1" } },
);
