import type { TwoFactorEnrolment } from "@helixmap/common/account-api";
import { API_PATHS, STAFF_PAGE_PATHS } from "@helixmap/common/api-paths";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { session } from "../db/schema";
import { cookieHeader, describeOnDatabases, type Harness, TEST_PASSWORD, type TestUser } from "../test/harness";
import { totpCode } from "../test/totp";

const ACC = API_PATHS.account;
const NO_SUCH_ITEM = "00000000-0000-4000-8000-000000000000";
type ErrorBody = { error: { code: string } };
const code = (body: unknown) => (body as ErrorBody).error.code;

/** Enrols an authenticator app on `cookie`'s session; returns the secret and the session that enrolled. */
async function enrol(h: Harness, cookie: string) {
  const started = await h.call("POST", ACC.twoFactorEnable, { body: { password: TEST_PASSWORD }, cookie });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const { secret } = started.body as TwoFactorEnrolment;
  const confirmed = await h.call("POST", ACC.twoFactorConfirm, { body: { code: totpCode(secret) }, cookie });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { secret, cookie: cookieHeader(confirmed.cookies) };
}

async function passwordOnly(h: Harness, person: TestUser) {
  const res = await h.signIn(person.email, TEST_PASSWORD);
  expect(res.body).toHaveProperty("user");
  return cookieHeader(res.cookies);
}

/** The pending challenge cookie after the password step of an account with two-factor on. */
async function challengeFor(h: Harness, email: string, client: string) {
  const res = await h.call("POST", API_PATHS.auth.signIn, {
    body: { email, password: TEST_PASSWORD },
    headers: { "x-forwarded-for": client },
  });
  expect(res.body).toEqual({ twoFactorRequired: true });
  return cookieHeader(new Map([...res.cookies].filter(([name]) => name === "hm.two_factor")));
}

describeOnDatabases(
  "two-factor is a property of each session (REQUIRE_ADMIN_MFA)",
  (h) => {
    it("refuses the dashboard to a session that signed in with the password before another session enrolled", async () => {
      const admin = await h().createUser("administrator");
      const second = await passwordOnly(h(), admin);
      const enrolled = await enrol(h(), admin.cookie);

      expect((await h().call("GET", API_PATHS.users, { cookie: enrolled.cookie })).status).toBe(200);
      const refused = await h().call("GET", API_PATHS.users, { cookie: second });
      expect(refused.status).toBe(401);
      expect((await h().call("GET", STAFF_PAGE_PATHS.preview(NO_SUCH_ITEM), { cookie: second })).status).toBe(401);
    });

    it("counts a session only once it passed the second factor, on the API and on the preview page", async () => {
      const admin = await h().createUser("administrator");
      const enrolled = await enrol(h(), admin.cookie);
      expect((await h().call("GET", API_PATHS.me, { cookie: enrolled.cookie })).status).toBe(200);

      // A session row without the mark, as one created before this rule or by any path that skipped the code.
      await h().services.db.update(session).set({ twoFactorPassed: false }).where(eq(session.userId, admin.id));
      expect((await h().call("GET", API_PATHS.users, { cookie: enrolled.cookie })).status).toBe(401);
      expect((await h().call("GET", API_PATHS.me, { cookie: enrolled.cookie })).status).toBe(401);
      const preview = STAFF_PAGE_PATHS.preview(NO_SUCH_ITEM);
      expect((await h().call("GET", preview, { cookie: enrolled.cookie })).status).toBe(401);

      const withCode = await h().call("POST", API_PATHS.auth.twoFactor, {
        body: { code: totpCode(enrolled.secret) },
        cookie: await challengeFor(h(), admin.email, "203.0.113.40"),
      });
      expect(withCode.status, JSON.stringify(withCode.body)).toBe(200);
      const fresh = cookieHeader(withCode.cookies);
      expect((await h().call("GET", API_PATHS.users, { cookie: fresh })).status).toBe(200);
      expect((await h().call("GET", preview, { cookie: fresh })).status).toBe(404);
    });

    it("keeps an administrator who has not enrolled away from the preview page, like from the API", async () => {
      const admin = await h().createUser("administrator");
      const refused = await h().call("GET", STAFF_PAGE_PATHS.preview(NO_SUCH_ITEM), { cookie: admin.cookie });
      expect(refused.status).toBe(403);
      expect(code(refused.body)).toBe("MFA_ENROLMENT_REQUIRED");
      const { cookie } = await enrol(h(), admin.cookie);
      expect((await h().call("GET", STAFF_PAGE_PATHS.preview(NO_SUCH_ITEM), { cookie })).status).toBe(404);
    });

    it("ends the account's other sessions when two-factor is turned on and when it is turned off", async () => {
      const person = await h().createUser("partner");
      const other = await passwordOnly(h(), person);
      const enrolled = await enrol(h(), person.cookie);
      expect((await h().call("GET", API_PATHS.me, { cookie: other })).status).toBe(401);
      expect((await h().call("GET", API_PATHS.me, { cookie: enrolled.cookie })).status).toBe(200);

      const withCode = await h().call("POST", API_PATHS.auth.twoFactor, {
        body: { code: totpCode(enrolled.secret) },
        cookie: await challengeFor(h(), person.email, "203.0.113.41"),
      });
      const laptop = cookieHeader(withCode.cookies);
      expect((await h().call("GET", API_PATHS.me, { cookie: laptop })).status).toBe(200);
      const off = await h().call("POST", ACC.twoFactorDisable, {
        body: { password: TEST_PASSWORD },
        cookie: enrolled.cookie,
      });
      expect(off.status).toBe(200);
      expect((await h().call("GET", API_PATHS.me, { cookie: laptop })).status).toBe(401);
      expect((await h().call("GET", API_PATHS.me, { cookie: cookieHeader(off.cookies) })).status).toBe(200);
    });

    it("keeps a session that changed its password signed in when two-factor is on", async () => {
      const person = await h().createUser("partner");
      const enrolled = await enrol(h(), person.cookie);
      const changed = await h().call("POST", ACC.password, {
        body: { currentPassword: TEST_PASSWORD, newPassword: "a changed password" },
        cookie: enrolled.cookie,
      });
      expect(changed.status).toBe(200);
      expect((await h().call("GET", API_PATHS.me, { cookie: cookieHeader(changed.cookies) })).status).toBe(200);
    });
  },
  { env: { REQUIRE_ADMIN_MFA: "true", TRUST_PROXY: "1" } },
);

describeOnDatabases(
  "a second account cannot reset the code-guessing throttle",
  (h) => {
    it("refuses the code step with a session cookie, so another account's code never clears this one's count", async () => {
      const target = await h().createUser("partner");
      const targetEnrolment = await enrol(h(), target.cookie);
      const attacker = await h().createUser("partner");
      const attackerEnrolment = await enrol(h(), attacker.cookie);
      const client = "203.0.113.42";
      const wrong = totpCode(targetEnrolment.secret) === "000000" ? "111111" : "000000";

      const statuses: number[] = [];
      let challenge = await challengeFor(h(), target.email, client);
      for (let i = 0; i < 15 && !statuses.includes(429); i++) {
        const guess = await h().call("POST", API_PATHS.auth.twoFactor, {
          body: { code: wrong },
          cookie: challenge,
          headers: { "x-forwarded-for": client },
        });
        statuses.push(guess.status);
        if (guess.status === 401 && code(guess.body) === "UNAUTHENTICATED") {
          const again = await h().call("POST", API_PATHS.auth.signIn, {
            body: { email: target.email, password: TEST_PASSWORD },
            headers: { "x-forwarded-for": client },
          });
          statuses.push(again.status);
          if (again.status !== 200) continue;
          challenge = cookieHeader(new Map([...again.cookies].filter(([name]) => name === "hm.two_factor")));
        }
        const reset = await h().call("POST", API_PATHS.auth.twoFactor, {
          body: { code: totpCode(attackerEnrolment.secret) },
          cookie: `${attackerEnrolment.cookie}; ${challenge}`,
          headers: { "x-forwarded-for": client },
        });
        expect(reset.status).not.toBe(200);
      }
      expect(statuses).toContain(429);
    });
  },
  { env: { TRUST_PROXY: "1" } },
);
