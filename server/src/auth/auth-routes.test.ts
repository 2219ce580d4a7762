import { API_PATHS } from "@helixmap/common/api-paths";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { session, user, userProfiles } from "../db/schema";
import { auditRows } from "../test/audit";
import { cookieHeader, describeOnDatabases, type Harness, startHarness, TEST_PASSWORD } from "../test/harness";
import { backgroundSettled } from "./background";

const A = API_PATHS.auth;
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
const code = (body: unknown) => (body as ErrorBody).error.code;

function tokenOf(link: string | undefined): string {
  const token = link ? new URL(link).searchParams.get("token") : null;
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

/** Registers `email`; the account and its mail are made after the answer, so this waits for them too. */
async function register(h: Harness, email: string, extra: Record<string, unknown> = {}) {
  const res = await h.call("POST", A.register, {
    body: { fullName: "Rita Register", email, password: TEST_PASSWORD, ...extra },
  });
  await backgroundSettled();
  return res;
}

describeOnDatabases("auth routes", (h) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("registers a public account and mails a confirmation link that starts with SITE_ORIGIN", async () => {
    const res = await register(h(), "Rita@Test.Helixmap.example");
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
    const [profile] = await h()
      .services.db.select()
      .from(userProfiles)
      .where(eq(userProfiles.email, "rita@test.helixmap.example"));
    expect(profile?.role).toBe("public");
    expect(profile?.fullName).toBe("Rita Register");
    const mail = h().mail.at(-1);
    expect(mail?.to).toBe("rita@test.helixmap.example");
    expect(mail?.links[0]).toMatch(new RegExp(`^${h().services.env.SITE_ORIGIN}/admin/confirm\\?token=`));
    expect(mail?.text).toContain(mail?.links[0]);
    expect(mail?.html).toContain("Confirm your e-mail address");
    const [entry] = await auditRows(h(), "user_registered");
    expect(entry).toMatchObject({ userId: profile?.id, resourceType: "user_profile", resourceId: profile?.id });
    expect(entry?.ipAddress).toBe("127.0.0.1");
  });

  it("refuses unknown fields in auth bodies, such as a role sent at registration, and writes nothing", async () => {
    const res = await register(h(), "sneaky@test.helixmap.example", { role: "administrator" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: "VALIDATION_FAILED", fields: { role: "Unknown field" } } });
    expect(await h().services.db.select().from(user).where(eq(user.email, "sneaky@test.helixmap.example"))).toEqual([]);
    for (const [path, body] of [
      [A.signIn, { email: "a@test.helixmap.example", password: "x", rememberMe: false }],
      [A.forgotPassword, { email: "a@test.helixmap.example", callbackURL: "https://evil.example" }],
      [A.resendConfirmation, { email: "a@test.helixmap.example", extra: 1 }],
      [A.resetPassword, { token: "t", newPassword: "long enough", userId: "x" }],
      [A.confirm, { token: "t", callbackURL: "https://evil.example" }],
    ] as const) {
      const refused = await h().call("POST", path, { body });
      expect(refused.status, path).toBe(400);
      expect(code(refused.body)).toBe("VALIDATION_FAILED");
    }
  });

  it("makes the configured ADMIN_EMAIL an administrator only once its address is confirmed", async () => {
    expect((await register(h(), h().services.env.ADMIN_EMAIL)).status).toBe(201);
    const adminProfile = () =>
      h().services.db.select().from(userProfiles).where(eq(userProfiles.email, h().services.env.ADMIN_EMAIL));
    expect((await adminProfile())[0]?.role).toBe("public");
    const token = tokenOf(h().mail.at(-1)?.links[0]);
    expect((await h().call("POST", A.confirm, { body: { token } })).status).toBe(200);
    expect((await adminProfile())[0]?.role).toBe("administrator");
    const [entry] = await auditRows(h(), "user_role_updated");
    expect(entry?.newValues).toMatchObject({ role: "administrator" });
  });

  it("answers a second registration of a confirmed address like a first one, and mails its owner", async () => {
    const person = await h().createUser("partner");
    const res = await register(h(), person.email);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
    expect(h().mail.at(-1)?.subject).toMatch(/^Someone tried to register/);
    expect((await h().signIn(person.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("refuses sign-in before confirmation, then confirms once and refuses the reused link", async () => {
    await register(h(), "carl@test.helixmap.example");
    const token = tokenOf(h().mail.at(-1)?.links[0]);
    const early = await h().signIn("carl@test.helixmap.example", TEST_PASSWORD);
    expect(early.status).toBe(403);
    expect(code(early.body)).toBe("EMAIL_NOT_VERIFIED");

    const first = await h().call("POST", A.confirm, { body: { token } });
    expect(first.status).toBe(200);
    const again = await h().call("POST", A.confirm, { body: { token } });
    expect(again.status).toBe(400);
    expect(code(again.body)).toBe("INVALID_TOKEN");
    expect((await h().signIn("carl@test.helixmap.example", TEST_PASSWORD)).status).toBe(200);
  });

  it("refuses a confirmation link after 24 hours as TOKEN_EXPIRED, and a forged one as INVALID_TOKEN", async () => {
    await register(h(), "late@test.helixmap.example");
    const token = tokenOf(h().mail.at(-1)?.links[0]);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000 + 60_000);
    const expired = await h().call("POST", A.confirm, { body: { token } });
    vi.useRealTimers();
    expect(expired.status).toBe(400);
    expect(code(expired.body)).toBe("TOKEN_EXPIRED");

    const [head, , sig] = token.split(".");
    const payload = Buffer.from(JSON.stringify({ email: "late@test.helixmap.example" })).toString("base64url");
    const forged = await h().call("POST", A.confirm, { body: { token: `${head}.${payload}.${sig}` } });
    expect(forged.status).toBe(400);
    expect(code(forged.body)).toBe("INVALID_TOKEN");
    const [row] = await h().services.db.select().from(user).where(eq(user.email, "late@test.helixmap.example"));
    expect(row?.emailVerified).toBe(false);
  });

  it("resends a confirmation at most once a minute per address, alike for unknown addresses", async () => {
    await register(h(), "resend@test.helixmap.example");
    h().mail.length = 0;
    const first = await h().call("POST", A.resendConfirmation, { body: { email: "resend@test.helixmap.example" } });
    expect(first.status).toBe(200);
    await backgroundSettled();
    expect(h().mail).toHaveLength(1);
    const second = await h().call("POST", A.resendConfirmation, { body: { email: "resend@test.helixmap.example" } });
    expect(second.status).toBe(429);
    expect(code(second.body)).toBe("TOO_MANY_REQUESTS");
    expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(0);
    const unknown = await h().call("POST", A.resendConfirmation, { body: { email: "nobody@test.helixmap.example" } });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(first.body);
    await backgroundSettled();
    expect(h().mail).toHaveLength(1);
  });

  it("signs in with a session cookie and a readable display-name cookie, and records the sign-in", async () => {
    const person = await h().createUser("partner", { fullName: "Pat Partner" });
    const res = await h().signIn(person.email, TEST_PASSWORD);
    expect(res.status).toBe(200);
    const body = res.body as { user: { email: string; lastLogin: string | null; role: string } };
    expect(body.user).toMatchObject({ email: person.email, role: "partner" });
    expect(body.user.lastLogin).not.toBeNull();
    const setCookies = res.headers.getSetCookie();
    const sessionCookie = setCookies.find((c) => c.startsWith("hm.session_token="));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).not.toMatch(/Secure/i);
    const display = setCookies.find((c) => c.startsWith("hm_display_name="));
    expect(display).toContain(`hm_display_name=${encodeURIComponent("Pat Partner")}`);
    expect(display).not.toMatch(/HttpOnly/i);
    const [entry] = await auditRows(h(), "user_signed_in");
    expect(entry).toMatchObject({ userId: person.id, resourceId: person.id, ipAddress: "127.0.0.1" });
  });

  it("answers a wrong password with INVALID_CREDENTIALS and audits the attempted e-mail, never the password", async () => {
    const person = await h().createUser("public");
    const res = await h().signIn(person.email, "wrong password 1");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: {
        code: "INVALID_CREDENTIALS",
        message: "Invalid email or password. Please check your credentials and try again.",
      },
    });
    const [entry] = await auditRows(h(), "login_failed");
    expect(entry?.newValues).toEqual({ email: person.email });
    expect(JSON.stringify(entry)).not.toContain("wrong password 1");
    const unknown = await h().signIn("ghost@test.helixmap.example", "whatever123");
    expect(unknown.status).toBe(401);
  });

  it("refuses sign-in of a deactivated account with ACCOUNT_INACTIVE and creates no session", async () => {
    const person = await h().createUser("partner", { active: false });
    await h().services.db.delete(session).where(eq(session.userId, person.id));
    const res = await h().signIn(person.email, TEST_PASSWORD);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: { code: "ACCOUNT_INACTIVE" } });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await h().services.db.select().from(session).where(eq(session.userId, person.id))).toEqual([]);
  });

  it("resets a password by e-mail link valid once, revoking every session", async () => {
    const person = await h().createUser("partner");
    const forgot = await h().call("POST", A.forgotPassword, { body: { email: person.email } });
    expect(forgot.status).toBe(200);
    await backgroundSettled();
    const link = h().mail.at(-1)?.links[0];
    expect(link).toMatch(new RegExp(`^${h().services.env.SITE_ORIGIN}/admin/reset-password\\?token=`));
    const token = tokenOf(link);
    const res = await h().call("POST", A.resetPassword, { body: { token, newPassword: "a brand new password" } });
    expect(res.status).toBe(200);
    expect((await h().call("GET", API_PATHS.me, { cookie: person.cookie })).status).toBe(401);
    expect((await h().signIn(person.email, TEST_PASSWORD)).status).toBe(401);
    expect((await h().signIn(person.email, "a brand new password")).status).toBe(200);
    const reused = await h().call("POST", A.resetPassword, { body: { token, newPassword: "another password" } });
    expect(reused.status).toBe(400);
    expect(code(reused.body)).toBe("INVALID_TOKEN");
    const unknown = await h().call("POST", A.forgotPassword, { body: { email: "ghost2@test.helixmap.example" } });
    expect(unknown.status).toBe(200);
  });

  it("signs out of this session, of the other sessions, or of all sessions", async () => {
    const person = await h().createUser("partner");
    const second = cookieHeader((await h().signIn(person.email, TEST_PASSWORD)).cookies);
    const third = cookieHeader((await h().signIn(person.email, TEST_PASSWORD)).cookies);

    const local = await h().call("POST", A.signOut, { body: {}, cookie: person.cookie });
    expect(local.status).toBe(200);
    expect(local.headers.getSetCookie().some((c) => /^hm_display_name=;/.test(c))).toBe(true);
    expect((await h().call("GET", API_PATHS.me, { cookie: person.cookie })).status).toBe(401);
    expect((await h().call("GET", API_PATHS.me, { cookie: second })).status).toBe(200);

    const fourth = cookieHeader((await h().signIn(person.email, TEST_PASSWORD)).cookies);
    expect((await h().call("POST", A.signOut, { body: { scope: "others" }, cookie: second })).status).toBe(200);
    expect((await h().call("GET", API_PATHS.me, { cookie: second })).status).toBe(200);
    expect((await h().call("GET", API_PATHS.me, { cookie: third })).status).toBe(401);
    expect((await h().call("GET", API_PATHS.me, { cookie: fourth })).status).toBe(401);

    const fifth = cookieHeader((await h().signIn(person.email, TEST_PASSWORD)).cookies);
    expect((await h().call("POST", A.signOut, { body: { scope: "global" }, cookie: second })).status).toBe(200);
    expect((await h().call("GET", API_PATHS.me, { cookie: second })).status).toBe(401);
    expect((await h().call("GET", API_PATHS.me, { cookie: fifth })).status).toBe(401);
    const entries = await auditRows(h(), "user_signed_out");
    expect(entries.slice(0, 3).map((e) => e.newValues)).toEqual([
      { scope: "global" },
      { scope: "others" },
      { scope: "local" },
    ]);
  });
});

describe("the per-IP limit on the auth routes", () => {
  let h: Harness;
  // Started in a hook: a PGlite start-up on a busy machine can outlast a test's own timeout.
  beforeAll(async () => {
    h = await startHarness("pglite", { limits: { perIpMax: 3 } });
  });
  afterAll(async () => {
    await h.close();
  });

  it("answers 429 with Retry-After once an address sends too many auth requests", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await h.call("POST", A.forgotPassword, { body: { email: `ip${i}@test.helixmap.example` } })).status).toBe(
        200,
      );
    }
    const refused = await h.call("POST", A.signIn, { body: { email: "a@test.helixmap.example", password: "x" } });
    expect(refused.status).toBe(429);
    expect(code(refused.body)).toBe("TOO_MANY_REQUESTS");
    expect(refused.headers.get("retry-after")).not.toBeNull();
  });
});
