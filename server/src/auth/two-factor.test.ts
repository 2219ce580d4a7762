import type { TwoFactorEnrolment } from "@helixmap/common/account-api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { describe, expect, it } from "vitest";
import { loadEnv } from "../config/env";
import { auditRows } from "../test/audit";
import { cookieHeader, describeOnDatabases, type Harness, TEST_PASSWORD, type TestUser } from "../test/harness";
import { totpCode } from "../test/totp";

const ACC = API_PATHS.account;
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
const code = (body: unknown) => (body as ErrorBody).error.code;

/** Enrols an authenticator app for `person` and returns the new session cookie and the enrolment. */
async function enrol(h: Harness, person: TestUser) {
  const started = await h.call("POST", ACC.twoFactorEnable, {
    body: { password: person.password },
    cookie: person.cookie,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const enrolment = started.body as TwoFactorEnrolment;
  const confirmed = await h.call("POST", ACC.twoFactorConfirm, {
    body: { code: totpCode(enrolment.secret) },
    cookie: person.cookie,
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { enrolment, cookie: cookieHeader(confirmed.cookies) };
}

/** Signs in with the password from `client` (X-Forwarded-For, TRUST_PROXY=1); returns the pending challenge cookie. */
async function passwordStep(h: Harness, email: string, client: string) {
  const res = await h.call("POST", API_PATHS.auth.signIn, {
    body: { email, password: TEST_PASSWORD },
    headers: { "x-forwarded-for": client },
  });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ twoFactorRequired: true });
  expect(res.cookies.get("hm.session_token") ?? "").toBe("");
  return cookieHeader(new Map([...res.cookies].filter(([name]) => name === "hm.two_factor")));
}

function codeStep(h: Harness, challenge: string, value: string, client: string) {
  return h.call("POST", API_PATHS.auth.twoFactor, {
    body: { code: value },
    cookie: challenge,
    headers: { "x-forwarded-for": client },
  });
}

describeOnDatabases(
  "two-factor sign-in",
  (h) => {
    it("enrols an app (QR URI, secret as text, backup codes) only after a right code, and audits it", async () => {
      const person = await h().createUser("partner");
      const wrongPassword = await h().call("POST", ACC.twoFactorEnable, {
        body: { password: "not my password" },
        cookie: person.cookie,
      });
      expect(wrongPassword.status).toBe(400);
      expect((wrongPassword.body as ErrorBody).error.fields).toHaveProperty("password");

      const started = await h().call("POST", ACC.twoFactorEnable, {
        body: { password: TEST_PASSWORD },
        cookie: person.cookie,
      });
      const enrolment = started.body as TwoFactorEnrolment;
      expect(enrolment.totpUri).toMatch(/^otpauth:\/\/totp\/HelixMap%20Therapeutics:/);
      expect(enrolment.totpUri).toContain(`secret=${enrolment.secret}`);
      expect(enrolment.backupCodes).toHaveLength(10);
      // Not on until confirmed: signing in still needs only the password.
      expect((await h().signIn(person.email, TEST_PASSWORD)).body).toHaveProperty("user");

      const wrong = await h().call("POST", ACC.twoFactorConfirm, { body: { code: "000000" }, cookie: person.cookie });
      expect(wrong.status).toBe(401);
      expect(code(wrong.body)).toBe("INVALID_CODE");
      const right = await h().call("POST", ACC.twoFactorConfirm, {
        body: { code: totpCode(enrolment.secret) },
        cookie: person.cookie,
      });
      expect(right.status).toBe(200);
      const me = await h().call("GET", API_PATHS.me, { cookie: cookieHeader(right.cookies) });
      expect(me.body).toMatchObject({ twoFactor: { enabled: true, required: false } });
      const [entry] = await auditRows(h(), "mfa_enabled");
      expect(entry).toMatchObject({ userId: person.id, resourceId: person.id });
    });

    it("asks for a code after the password, refuses and audits a wrong one, and signs in with the right one", async () => {
      const person = await h().createUser("partner");
      const { enrolment } = await enrol(h(), person);
      const challenge = await passwordStep(h(), person.email, "203.0.113.10");
      // The pending sign-in is no session.
      expect((await h().call("GET", API_PATHS.me, { cookie: challenge })).status).toBe(401);

      const wrong = await codeStep(
        h(),
        challenge,
        "123456" === totpCode(enrolment.secret) ? "654321" : "123456",
        "203.0.113.10",
      );
      expect(wrong.status).toBe(401);
      expect(code(wrong.body)).toBe("INVALID_CODE");
      const [failed] = await auditRows(h(), "mfa_challenge_failed");
      expect(failed).toMatchObject({ userId: null, resourceId: person.id, ipAddress: "203.0.113.10" });

      const right = await codeStep(h(), challenge, totpCode(enrolment.secret), "203.0.113.10");
      expect(right.status, JSON.stringify(right.body)).toBe(200);
      expect(right.body).toMatchObject({ user: { email: person.email }, twoFactor: { enabled: true } });
      const session = cookieHeader(right.cookies);
      expect((await h().call("GET", API_PATHS.me, { cookie: session })).status).toBe(200);
      const [verified] = await auditRows(h(), "mfa_challenge_verified");
      expect(verified).toMatchObject({ userId: person.id, ipAddress: "203.0.113.10" });
      const [signedIn] = await auditRows(h(), "user_signed_in");
      expect(signedIn?.userId).toBe(person.id);
    });

    it("accepts each backup code once instead of an app code", async () => {
      const person = await h().createUser("partner");
      const { enrolment } = await enrol(h(), person);
      const backup = enrolment.backupCodes[0]!;
      const first = await codeStep(h(), await passwordStep(h(), person.email, "203.0.113.11"), backup, "203.0.113.11");
      expect(first.status).toBe(200);
      const again = await codeStep(h(), await passwordStep(h(), person.email, "203.0.113.11"), backup, "203.0.113.11");
      expect(again.status).toBe(401);
      expect(code(again.body)).toBe("INVALID_CODE");
    });

    it("counts wrong codes towards the sign-in limit of that account and client", async () => {
      const person = await h().createUser("partner");
      const { enrolment } = await enrol(h(), person);
      const client = "203.0.113.12";
      const challenge = await passwordStep(h(), person.email, client);
      for (let i = 0; i < 4; i++) expect((await codeStep(h(), challenge, "000000", client)).status).toBe(401);
      const held = await codeStep(h(), challenge, totpCode(enrolment.secret), client);
      expect(held.status).toBe(429);
      expect(Number(held.headers.get("retry-after"))).toBeGreaterThan(0);
      // A fresh password step from that client has to wait as well.
      const password = await h().call("POST", API_PATHS.auth.signIn, {
        body: { email: person.email, password: TEST_PASSWORD },
        headers: { "x-forwarded-for": client },
      });
      expect(password.status).toBe(429);
    });

    it("removes two-factor only with the password, audits it, and sign-in needs no code afterwards", async () => {
      const person = await h().createUser("partner");
      const { cookie } = await enrol(h(), person);
      const wrong = await h().call("POST", ACC.twoFactorDisable, { body: { password: "wrong one" }, cookie });
      expect(wrong.status).toBe(400);
      const removed = await h().call("POST", ACC.twoFactorDisable, { body: { password: TEST_PASSWORD }, cookie });
      expect(removed.status).toBe(200);
      const [entry] = await auditRows(h(), "mfa_disabled");
      expect(entry).toMatchObject({ userId: person.id });
      const signIn = await h().signIn(person.email, TEST_PASSWORD);
      expect(signIn.body).toMatchObject({ user: { email: person.email }, twoFactor: { enabled: false } });
    });
  },
  { env: { TRUST_PROXY: "1" } },
);

describeOnDatabases(
  "REQUIRE_ADMIN_MFA",
  (h) => {
    it("keeps an administrator who has not enrolled out of the dashboard's routes until they enrol", async () => {
      const admin = await h().createUser("administrator");
      const me = await h().call("GET", API_PATHS.me, { cookie: admin.cookie });
      expect(me.body).toMatchObject({ twoFactor: { enabled: false, required: true } });
      const users = await h().call("GET", API_PATHS.users, { cookie: admin.cookie });
      expect(users.status).toBe(403);
      expect(code(users.body)).toBe("MFA_ENROLMENT_REQUIRED");
      expect((await h().call("GET", API_PATHS.content, { cookie: admin.cookie })).status).toBe(403);

      const partner = await h().createUser("partner");
      expect((await h().call("GET", API_PATHS.content, { cookie: partner.cookie })).status).toBe(200);

      const { cookie } = await enrol(h(), admin);
      expect((await h().call("GET", API_PATHS.users, { cookie })).status).toBe(200);
    });
  },
  { env: { REQUIRE_ADMIN_MFA: "true" } },
);

describe("REQUIRE_ADMIN_MFA's default", () => {
  it("is on in production and off elsewhere, and can be set either way", () => {
    const production = {
      NODE_ENV: "production",
      AUTH_SECRET: "x".repeat(32),
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
    };
    expect(loadEnv(production).REQUIRE_ADMIN_MFA).toBe(true);
    expect(loadEnv({ ...production, REQUIRE_ADMIN_MFA: "false" }).REQUIRE_ADMIN_MFA).toBe(false);
    expect(loadEnv({}).REQUIRE_ADMIN_MFA).toBe(false);
    expect(() => loadEnv({ REQUIRE_ADMIN_MFA: "maybe" })).toThrow(/REQUIRE_ADMIN_MFA/);
  });
});
