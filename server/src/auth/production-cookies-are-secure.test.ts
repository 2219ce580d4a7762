import { API_PATHS } from "@helixmap/common/api-paths";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, type Harness, PRODUCTION_ENV, startHarness, TEST_PASSWORD } from "../test/harness";

/** In production the server sits behind a TLS-terminating proxy: the socket is plain http, the browser sees https. */
const FROM_PROXY = { "x-forwarded-proto": "https" };

describe("session cookies in production (NODE_ENV=production, AUTH_SECRET set)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness("pglite", {
      env: PRODUCTION_ENV,
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it("are Secure, httpOnly and SameSite=Lax, and the session they carry works", async () => {
    const person = await h.createUser("partner");
    const res = await h.call("POST", API_PATHS.auth.signIn, {
      body: { email: person.email, password: TEST_PASSWORD },
      headers: FROM_PROXY,
    });
    expect(res.status).toBe(200);
    const setCookies = res.headers.getSetCookie();
    const session = setCookies.find((c) => /^(__Secure-)?hm\.session_token=/.test(c));
    expect(session).toBeDefined();
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    // The readable display-name cookie carries no secret, but still never travels over plain http.
    const display = setCookies.find((c) => c.startsWith("hm_display_name="));
    expect(display).toMatch(/;\s*Secure/i);
    for (const cookie of setCookies) expect(cookie, cookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);

    const me = await h.call("GET", API_PATHS.me, { cookie: cookieHeader(res.cookies), headers: FROM_PROXY });
    expect(me.status).toBe(200);
    expect(me.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });

  it("are cleared with the same attributes on sign-out", async () => {
    const person = await h.createUser("public");
    const res = await h.call("POST", API_PATHS.auth.signOut, { cookie: person.cookie, headers: FROM_PROXY });
    expect(res.status).toBe(200);
    const setCookies = res.headers.getSetCookie();
    expect(setCookies.length).toBeGreaterThan(0);
    for (const cookie of setCookies) expect(cookie, cookie).toMatch(/;\s*Secure/i);
  });
});
