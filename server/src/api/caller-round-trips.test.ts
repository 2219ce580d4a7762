import { API_PATHS } from "@helixmap/common/api-paths";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { SESSION_TTL_SECONDS } from "../auth/auth";
import { session, userProfiles } from "../db/schema";
import { countRoundTrips } from "../test/count-round-trips";
import { describeOnDatabases } from "../test/harness";

/** Issue 17: what a signed-in request may cost before its route's own query. */
const MAX_ROUND_TRIPS_BEFORE_ROUTE = 2;

describeOnDatabases("a signed-in request's database round trips", (h) => {
  let trips: ReturnType<typeof countRoundTrips>;
  beforeAll(() => {
    trips = countRoundTrips(h().services.db);
  });

  it(`reads the session and the caller's profile in at most ${MAX_ROUND_TRIPS_BEFORE_ROUTE} round trips`, async () => {
    const partner = await h().createUser("partner");
    // GET /api/me answers from the caller's profile: every statement it costs is the caller's.
    await h().call("GET", API_PATHS.me, { cookie: partner.cookie });
    trips.reset();
    const res = await h().call("GET", API_PATHS.me, { cookie: partner.cookie });
    expect(res.status).toBe(200);
    expect(trips.count()).toBeGreaterThan(0);
    expect(trips.count()).toBeLessThanOrEqual(MAX_ROUND_TRIPS_BEFORE_ROUTE);
  });

  it("applies a role change and a deactivation on the very next request", async () => {
    const partner = await h().createUser("partner");
    expect((await h().call("GET", API_PATHS.content, { cookie: partner.cookie })).status).toBe(200);

    await h().services.db.update(userProfiles).set({ role: "public" }).where(eq(userProfiles.id, partner.id));
    expect((await h().call("GET", API_PATHS.content, { cookie: partner.cookie })).status).toBe(403);
    const me = await h().call("GET", API_PATHS.me, { cookie: partner.cookie });
    expect((me.body as { user: { role: string } }).user.role).toBe("public");

    await h().services.db.update(userProfiles).set({ isActive: false }).where(eq(userProfiles.id, partner.id));
    const refused = await h().call("GET", API_PATHS.me, { cookie: partner.cookie });
    expect(refused.status).toBe(403);
    expect((refused.body as { error: { code: string } }).error.code).toBe("ACCOUNT_INACTIVE");
  });

  it("refuses a session cookie whose signature does not match its token", async () => {
    const partner = await h().createUser("partner");
    const tampered = partner.cookie.replace(
      // The first letter or digit of the signature: it may begin with an escaped "+" or "/" (%2B, %2F).
      /(hm\.session_token=[^.;]+\.(?:%[0-9A-F]{2}|[^;%A-Za-z0-9])*)([A-Za-z0-9])/i,
      (_m, head: string, c: string) => {
        return head + (c === "A" ? "B" : "A");
      },
    );
    expect(tampered).not.toBe(partner.cookie);
    expect((await h().call("GET", API_PATHS.me, { cookie: tampered })).status).toBe(401);
  });

  it("refuses an expired session, and extends one due for its daily extension with a fresh cookie", async () => {
    const partner = await h().createUser("partner");
    const [row] = await h().services.db.select().from(session).where(eq(session.userId, partner.id));
    // Issued more than a day ago: better-auth extends it on this request and sends the cookie again.
    const dueForExtension = new Date(Date.now() + (SESSION_TTL_SECONDS - 2 * 24 * 60 * 60) * 1000);
    await h().services.db.update(session).set({ expiresAt: dueForExtension }).where(eq(session.id, row!.id));
    const extended = await h().call("GET", API_PATHS.me, { cookie: partner.cookie });
    expect(extended.status).toBe(200);
    expect(extended.cookies.has("hm.session_token")).toBe(true);
    const [after] = await h().services.db.select().from(session).where(eq(session.id, row!.id));
    expect(after!.expiresAt.getTime()).toBeGreaterThan(dueForExtension.getTime());

    await h()
      .services.db.update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.id, row!.id));
    expect((await h().call("GET", API_PATHS.me, { cookie: partner.cookie })).status).toBe(401);
  });

  it("counts a request without a session cookie as no round trip at all", async () => {
    trips.reset();
    expect((await h().call("GET", API_PATHS.me)).status).toBe(401);
    expect(trips.count()).toBe(0);
  });
});
