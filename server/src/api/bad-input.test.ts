import { API_PATHS } from "@helixmap/common/api-paths";
import { beforeAll, expect, it } from "vitest";
import { auditCount } from "../test/audit";
import { describeOnDatabases, type TestUser } from "../test/harness";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const MEGABYTE = "x".repeat(1024 * 1024);
const A = API_PATHS.auth;
const SOME_ID = "00000000-0000-4000-8000-000000000000";

/** Invalid bodies per route, each with the field its error must name. */
const CASES: { name: string; method: string; path: string; body: unknown; field: string }[] = [
  {
    name: "register without a password",
    method: "POST",
    path: A.register,
    body: { fullName: "A", email: "a@b.example" },
    field: "password",
  },
  {
    name: "register with a short password",
    method: "POST",
    path: A.register,
    body: { fullName: "A", email: "a@b.example", password: "short" },
    field: "password",
  },
  {
    name: "register with a numeric e-mail",
    method: "POST",
    path: A.register,
    body: { fullName: "A", email: 42, password: "long enough" },
    field: "email",
  },
  {
    name: "register with an empty full name",
    method: "POST",
    path: A.register,
    body: { fullName: " ", email: "a@b.example", password: "long enough" },
    field: "fullName",
  },
  { name: "sign-in without an e-mail", method: "POST", path: A.signIn, body: { password: "x" }, field: "email" },
  {
    name: "sign-out with an unknown scope",
    method: "POST",
    path: A.signOut,
    body: { scope: "everywhere" },
    field: "scope",
  },
  { name: "confirm without a token", method: "POST", path: A.confirm, body: {}, field: "token" },
  {
    name: "resend to a non-address",
    method: "POST",
    path: A.resendConfirmation,
    body: { email: "nope" },
    field: "email",
  },
  {
    name: "reset with a short new password",
    method: "POST",
    path: A.resetPassword,
    body: { token: "t", newPassword: "x" },
    field: "newPassword",
  },
  {
    name: "profile with an unknown field",
    method: "PATCH",
    path: API_PATHS.me,
    body: { fullName: "A", role: "administrator" },
    field: "role",
  },
  {
    name: "profile with a numeric name",
    method: "PATCH",
    path: API_PATHS.me,
    body: { fullName: 7 },
    field: "fullName",
  },
  { name: "content without a title", method: "POST", path: API_PATHS.content, body: { content: "x" }, field: "title" },
  {
    name: "content with an unknown visibility",
    method: "POST",
    path: API_PATHS.content,
    body: { title: "T", visibility: "secret" },
    field: "visibility",
  },
  {
    name: "content with a string for published",
    method: "POST",
    path: API_PATHS.content,
    body: { title: "T", published: "yes" },
    field: "published",
  },
  {
    name: "content over 100 000 characters",
    method: "POST",
    path: API_PATHS.content,
    body: { title: "T", content: "y".repeat(100_001) },
    field: "content",
  },
  {
    name: "content with a slash in the slug",
    method: "POST",
    path: API_PATHS.content,
    body: { title: "T", slug: "a/b" },
    field: "slug",
  },
  {
    name: "content with an unknown field",
    method: "POST",
    path: API_PATHS.content,
    body: { title: "T", authorId: SOME_ID },
    field: "authorId",
  },
  ...[
    ["0", "limit 0"],
    ["101", "limit over 100"],
    ["ten", "a word for the limit"],
    ["2.5", "a fractional limit"],
    ["1e1", "an exponent in the limit"],
    ["", "an empty limit"],
  ].map(([limit, name]) => ({
    name: `content list with ${name}`,
    method: "GET",
    path: `${API_PATHS.content}?limit=${limit}`,
    body: undefined,
    field: "limit",
  })),
  ...[
    ["not a cursor!", "characters no cursor has"],
    [Buffer.from("[1,2]").toString("base64url"), "a cursor holding something else"],
    [Buffer.from(JSON.stringify(["2026-02-30T10:00:00.000000Z", SOME_ID])).toString("base64url"), "an impossible date"],
    [Buffer.from(JSON.stringify(["2026-02-03T10:00:00.000000Z", "x"])).toString("base64url"), "a bad id"],
  ].map(([cursor, name]) => ({
    name: `content list with ${name} in the cursor`,
    method: "GET",
    path: `${API_PATHS.content}?cursor=${encodeURIComponent(cursor ?? "")}`,
    body: undefined,
    field: "cursor",
  })),
  {
    name: "content list with an unknown parameter",
    method: "GET",
    path: `${API_PATHS.content}?page=2`,
    body: undefined,
    field: "page",
  },
  {
    name: "content read with a bad id",
    method: "GET",
    path: API_PATHS.contentItem("not-a-uuid"),
    body: undefined,
    field: "id",
  },
  {
    name: "content update with a bad id",
    method: "PATCH",
    path: API_PATHS.contentItem("not-a-uuid"),
    body: { title: "T" },
    field: "id",
  },
  {
    name: "content update with nothing to change",
    method: "PATCH",
    path: API_PATHS.contentItem(SOME_ID),
    body: {},
    field: "body",
  },
  {
    name: "content delete with a bad id",
    method: "DELETE",
    path: API_PATHS.contentItem("1; drop table"),
    body: undefined,
    field: "id",
  },
  {
    name: "user update with an unknown role",
    method: "PATCH",
    path: API_PATHS.user(SOME_ID),
    body: { role: "owner" },
    field: "role",
  },
  {
    name: "user update with a bad id",
    method: "PATCH",
    path: API_PATHS.user("abc"),
    body: { role: "partner" },
    field: "id",
  },
  {
    name: "user update with a string for isActive",
    method: "PATCH",
    path: API_PATHS.user(SOME_ID),
    body: { isActive: "false" },
    field: "isActive",
  },
  {
    name: "deployment of an unknown type",
    method: "POST",
    path: API_PATHS.deployments,
    body: { deploymentType: "rollback" },
    field: "deploymentType",
  },
];

describeOnDatabases("bad input", (h) => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await h().createUser("administrator");
  });

  for (const c of CASES) {
    it(`answers 400 with a field error and writes nothing: ${c.name}`, async () => {
      const before = await auditCount(h());
      const res = await h().call(c.method, c.path, { body: c.body, cookie: admin.cookie });
      expect(res.status).toBe(400);
      const { error } = res.body as ErrorBody;
      expect(error.code).toBe("VALIDATION_FAILED");
      expect(error.fields?.[c.field]).toEqual(expect.any(String));
      expect(await auditCount(h())).toBe(before);
    });
  }

  it("answers malformed JSON with MALFORMED_JSON on every body-taking route", async () => {
    for (const [method, path] of [
      ["POST", A.register],
      ["POST", A.signIn],
      ["PATCH", API_PATHS.me],
      ["POST", API_PATHS.content],
      ["PATCH", API_PATHS.user(admin.id)],
    ]) {
      const res = await h().call(method!, path!, { rawBody: '{"title": "unclosed', cookie: admin.cookie });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect((res.body as ErrorBody).error.code).toBe("MALFORMED_JSON");
    }
  });

  it("refuses a 1 MB body with 413 PAYLOAD_TOO_LARGE before reading it, and writes nothing", async () => {
    const before = await auditCount(h());
    for (const [method, path, body] of [
      ["POST", API_PATHS.content, { title: MEGABYTE }],
      ["POST", A.register, { fullName: MEGABYTE, email: "big@test.helixmap.example", password: "long enough" }],
      ["PATCH", API_PATHS.me, { fullName: MEGABYTE }],
    ] as const) {
      // The server answers before reading the body and closes the connection.
      const res = await h().call(method, path, { body, cookie: admin.cookie, headers: { connection: "close" } });
      expect(res.status, `${method} ${path}`).toBe(413);
      expect((res.body as ErrorBody).error.code).toBe("PAYLOAD_TOO_LARGE");
    }
    expect(await auditCount(h())).toBe(before);
    const list = await h().call("GET", API_PATHS.content, { cookie: admin.cookie });
    expect(list.body).toMatchObject({ items: [], nextCursor: null, counts: { total: 0 } });
  });

  it("refuses state-changing requests from a foreign origin with BAD_ORIGIN", async () => {
    const foreign = await h().call("POST", API_PATHS.content, {
      body: { title: "From elsewhere" },
      cookie: admin.cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect((foreign.body as ErrorBody).error.code).toBe("BAD_ORIGIN");
    const crossSite = await h().call("POST", A.signIn, {
      body: { email: "a@b.example", password: "x" },
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    const own = await h().call("PATCH", API_PATHS.me, {
      body: { fullName: "Same Origin" },
      cookie: admin.cookie,
      headers: { origin: h().url },
    });
    expect(own.status).toBe(200);
    const site = await h().call("PATCH", API_PATHS.me, {
      body: { fullName: "Site Origin" },
      cookie: admin.cookie,
      headers: { origin: h().services.env.SITE_ORIGIN },
    });
    expect(site.status).toBe(200);
    const read = await h().call("GET", API_PATHS.me, {
      cookie: admin.cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(read.status).toBe(200);
  });
});
