import { API_PATHS } from "@helixmap/common/api-paths";
import { ERROR_CODES, type ErrorCode } from "@helixmap/common/errors";
import { trialApplicationSchema } from "@helixmap/common/trial-applications";
import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { describeOnDatabases, type Harness, type TestUser } from "../test/harness";
import { type WriteSnapshot, writeSnapshot } from "../test/write-snapshot";

/** The documented error shape, exactly: no stack, no extra keys. */
const errorBodySchema = z.strictObject({
  error: z.strictObject({
    code: z.enum(ERROR_CODES),
    message: z.string().min(1),
    fields: z.record(z.string(), z.string()).optional(),
    conflict: z
      .strictObject({
        version: z.number(),
        baseVersion: z.number(),
        savedBy: z.strictObject({ email: z.string(), fullName: z.string().nullable() }).nullable(),
        savedAt: z.string(),
        current: z.unknown(),
      })
      .optional(),
  }),
});

/** The status each code is documented with (README, "Staff API"). */
const STATUS_OF: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  INVALID_TOKEN: 400,
  TOKEN_EXPIRED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ACCOUNT_INACTIVE: 403,
  EMAIL_NOT_VERIFIED: 403,
  BAD_ORIGIN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  LAST_ADMINISTRATOR: 409,
  APPROVAL_REQUIRED: 409,
  EDIT_CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INVALID_CODE: 401,
  MFA_ENROLMENT_REQUIRED: 403,
  MEDIA_TOO_LARGE: 413,
  MEDIA_UNSUPPORTED_TYPE: 415,
  MEDIA_UNREADABLE: 400,
  MEDIA_IN_USE: 409,
  MEDIA_IN_DATA_ROOM: 409,
  DATA_ROOM_NO_ACCESS: 403,
  DATA_ROOM_NDA_REQUIRED: 403,
  DATA_ROOM_NDA_OUTDATED: 409,
  DATA_ROOM_VIEW_ONLY: 403,
  INTERNAL: 500,
};

const A = API_PATHS.auth;

/**
 * HOSTILE_INPUT_RUNS, when set, is how many random cases every property below tries: a handful for a quick
 * local run, thousands for a long hunt. Unset (as in CI), each property keeps the count written beside it.
 */
const RUNS = runsFrom(process.env.HOSTILE_INPUT_RUNS);

function runsFrom(value: string | undefined): number | undefined {
  if (value === undefined || value === "") return undefined;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(`HOSTILE_INPUT_RUNS must be a whole number above 0, not ${JSON.stringify(value)}`);
  }
  return runs;
}

/** Every /api route; `:id` routes get a hostile id. Field names steer the generator towards near-valid bodies. */
const ROUTES: { method: string; path: (id: string) => string; fields: string[] }[] = [
  { method: "POST", path: () => A.register, fields: ["fullName", "email", "password", "role"] },
  { method: "POST", path: () => A.signIn, fields: ["email", "password"] },
  { method: "POST", path: () => A.signOut, fields: ["scope"] },
  { method: "POST", path: () => A.confirm, fields: ["token"] },
  { method: "POST", path: () => A.resendConfirmation, fields: ["email"] },
  { method: "POST", path: () => A.forgotPassword, fields: ["email"] },
  { method: "POST", path: () => A.resetPassword, fields: ["token", "newPassword"] },
  { method: "POST", path: () => A.twoFactor, fields: ["code"] },
  { method: "GET", path: () => API_PATHS.account.sessions, fields: [] },
  { method: "DELETE", path: API_PATHS.account.session, fields: [] },
  { method: "POST", path: () => API_PATHS.account.password, fields: ["currentPassword", "newPassword"] },
  { method: "POST", path: () => API_PATHS.account.twoFactorEnable, fields: ["password"] },
  { method: "POST", path: () => API_PATHS.account.twoFactorConfirm, fields: ["code"] },
  { method: "POST", path: () => API_PATHS.account.twoFactorDisable, fields: ["password"] },
  { method: "GET", path: () => API_PATHS.health, fields: [] },
  { method: "GET", path: () => API_PATHS.me, fields: [] },
  { method: "GET", path: () => API_PATHS.pages, fields: [] },
  { method: "GET", path: () => API_PATHS.siteSettings, fields: [] },
  { method: "GET", path: API_PATHS.page, fields: [] },
  { method: "PATCH", path: API_PATHS.page, fields: ["fields"] },
  { method: "POST", path: API_PATHS.publishPageChanges, fields: [] },
  { method: "POST", path: API_PATHS.discardPageDraft, fields: [] },
  { method: "POST", path: API_PATHS.schedulePage, fields: ["publishAt"] },
  { method: "GET", path: API_PATHS.pageVersions, fields: [] },
  { method: "GET", path: (id) => API_PATHS.pageVersion(id, 1), fields: [] },
  { method: "POST", path: (id) => API_PATHS.restorePageVersion(id, 1), fields: [] },
  { method: "PATCH", path: () => API_PATHS.me, fields: ["fullName", "role", "email"] },
  { method: "GET", path: () => API_PATHS.content, fields: [] },
  {
    method: "POST",
    path: () => API_PATHS.content,
    fields: [
      "title",
      "slug",
      "content",
      "visibility",
      "contentType",
      "published",
      "summary",
      "displayDate",
      "fields",
      "authorId",
    ],
  },
  { method: "GET", path: API_PATHS.contentItem, fields: [] },
  {
    method: "PATCH",
    path: API_PATHS.contentItem,
    fields: ["title", "slug", "content", "visibility", "contentType", "published", "summary", "displayDate", "fields"],
  },
  { method: "DELETE", path: API_PATHS.contentItem, fields: [] },
  { method: "GET", path: API_PATHS.contentVersions, fields: [] },
  { method: "GET", path: (id) => API_PATHS.contentVersion(id, 1), fields: [] },
  // The hostile value as the version number, under a well-formed item id.
  { method: "GET", path: (id) => API_PATHS.contentVersion("00000000-0000-4000-8000-000000000000", id), fields: [] },
  { method: "POST", path: (id) => API_PATHS.restoreContentVersion(id, 1), fields: [] },
  { method: "GET", path: () => API_PATHS.users, fields: [] },
  { method: "PATCH", path: API_PATHS.user, fields: ["role", "isActive"] },
  { method: "GET", path: () => API_PATHS.auditLogs, fields: [] },
  { method: "GET", path: () => API_PATHS.auditLogsExport, fields: [] },
  { method: "GET", path: () => API_PATHS.deployments, fields: [] },
  { method: "POST", path: () => API_PATHS.deployments, fields: ["deploymentType"] },
  {
    method: "POST",
    path: () => API_PATHS.trialApplications,
    fields: Object.keys(trialApplicationSchema.shape),
  },
  { method: "GET", path: () => API_PATHS.trialApplications, fields: [] },
  { method: "GET", path: API_PATHS.trialApplication, fields: [] },
  { method: "PATCH", path: API_PATHS.trialApplication, fields: ["status", "note"] },
  { method: "DELETE", path: API_PATHS.trialApplication, fields: [] },
  { method: "POST", path: () => API_PATHS.trialApplicationsExport, fields: ["ids"] },
  { method: "POST", path: API_PATHS.deploymentRollback, fields: [] },
  { method: "GET", path: () => API_PATHS.deploymentSettings, fields: [] },
  { method: "PATCH", path: () => API_PATHS.deploymentSettings, fields: ["autoDeploy"] },
  { method: "POST", path: () => API_PATHS.pressAlerts.subscribe, fields: ["email", "website"] },
  { method: "POST", path: () => API_PATHS.pressAlerts.confirm, fields: ["token"] },
  { method: "POST", path: () => API_PATHS.pressAlerts.unsubscribe, fields: ["token"] },
  { method: "POST", path: API_PATHS.pressAlerts.oneClickUnsubscribe, fields: [] },
  { method: "GET", path: () => API_PATHS.pressAlerts.subscribers, fields: [] },
  { method: "GET", path: () => API_PATHS.pressAlerts.subscribersExport, fields: [] },
  // Upload bodies here are random text under random content types; server/src/media/upload-hostile-input.test.ts sends real files.
  { method: "POST", path: () => API_PATHS.media, fields: ["file", "alt", "visibility"] },
  { method: "GET", path: () => API_PATHS.media, fields: [] },
  { method: "GET", path: API_PATHS.mediaAsset, fields: [] },
  {
    method: "PATCH",
    path: API_PATHS.mediaAsset,
    fields: ["alt", "caption", "focalPoint", "decorative", "visibility"],
  },
  { method: "DELETE", path: API_PATHS.mediaAsset, fields: [] },
  { method: "PUT", path: API_PATHS.mediaFile, fields: ["file"] },
  { method: "GET", path: API_PATHS.mediaFile, fields: [] },
  { method: "GET", path: API_PATHS.mediaThumbnail, fields: [] },
  // The hostile value as the variant name, under a well-formed asset id.
  { method: "GET", path: (id) => API_PATHS.mediaVariant("00000000-0000-4000-8000-000000000000", id), fields: [] },
  { method: "GET", path: () => API_PATHS.dataRoom.root, fields: [] },
  { method: "POST", path: () => API_PATHS.dataRoom.ndaAccept, fields: ["version", "name"] },
  { method: "GET", path: API_PATHS.dataRoom.documentView, fields: [] },
  { method: "GET", path: API_PATHS.dataRoom.documentDownload, fields: [] },
  { method: "POST", path: () => API_PATHS.dataRoom.folders, fields: ["name", "description"] },
  { method: "PATCH", path: API_PATHS.dataRoom.folder, fields: ["name", "description", "position"] },
  { method: "DELETE", path: API_PATHS.dataRoom.folder, fields: [] },
  { method: "POST", path: API_PATHS.dataRoom.folderDocuments, fields: ["assetId", "viewOnly"] },
  { method: "DELETE", path: API_PATHS.dataRoom.document, fields: [] },
  { method: "GET", path: () => API_PATHS.dataRoom.nda, fields: [] },
  { method: "PUT", path: () => API_PATHS.dataRoom.nda, fields: ["text"] },
  { method: "GET", path: () => API_PATHS.dataRoom.grants, fields: [] },
  { method: "POST", path: () => API_PATHS.dataRoom.grants, fields: ["userId", "folderId", "expiresAt"] },
  { method: "DELETE", path: API_PATHS.dataRoom.grant, fields: [] },
  { method: "GET", path: () => API_PATHS.dataRoom.accessLog, fields: [] },
];

/** Printable ASCII: what an HTTP client can put in a header value at all. */
const headerText = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) });

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.constantFrom("' or 1=1 --", "<script>alert(1)</script>", "../../etc/passwd", "\u0000", "%00", "\ud800", "NaN"),
);

/** Text a URL can carry: lone surrogates cannot be percent-encoded at all. */
const pathText = fc.oneof(
  fc.string({ unit: "grapheme" }),
  fc.constantFrom("' or 1=1 --", "<script>alert(1)</script>", "../../etc/passwd", "\u0000", "NaN"),
);

const hostileId = fc.oneof(
  fc.uuid().map((id) => encodeURIComponent(id)),
  pathText.map((s) => encodeURIComponent(s)),
  // Raw, not encoded: broken escapes and traversal must not confuse the router.
  fc.constantFrom("%", "%ZZ", "..", "%2e%2e", "a%00b", "x;drop table user"),
);

function bodyFor(fields: string[]) {
  const nearValid = fc
    .dictionary(fc.constantFrom(...fields, "__proto__", "constructor", "id"), fc.jsonValue(), { maxKeys: 6 })
    .map((o) => JSON.stringify(o));
  return fc.option(
    fc.oneof(
      nearValid,
      fc.jsonValue().map((v) => JSON.stringify(v)),
      hostileText,
      fc.constantFrom("{", '{"a":', "[".repeat(5000), `${"[".repeat(2000)}${"]".repeat(2000)}`, "null", '"x"'),
    ),
    { nil: undefined },
  );
}

/**
 * A signed-in administrator's ordinary headers with up to three hostile
 * overrides, so most requests get past the origin and role checks and reach
 * the route's own parsing.
 */
function headersFor(adminCookie: string, mayUseSession: boolean) {
  const overrides: [string, fc.Arbitrary<string>][] = [
    [
      "content-type",
      fc.oneof(
        fc.constantFrom(
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=x",
          "application/json; charset=utf-16",
        ),
        headerText,
      ),
    ],
    [
      "cookie",
      fc.oneof(
        headerText,
        headerText.map((v) => `hm.session_token=${v}`),
      ),
    ],
    ["origin", fc.oneof(fc.constantFrom("null", "https://evil.example", "http://127.0.0.1"), headerText)],
    ["sec-fetch-site", fc.oneof(fc.constantFrom("same-origin", "cross-site", "same-site", "none"), headerText)],
    ["accept", headerText],
    ["content-encoding", fc.constantFrom("gzip", "br", "identity")],
    ["x-forwarded-for", headerText],
    ["x-forwarded-proto", fc.constantFrom("https", "http", "gopher")],
  ];
  const base: Record<string, string> = { "content-type": "application/json" };
  if (mayUseSession) base.cookie = adminCookie;
  return fc
    .array(fc.oneof(...overrides.map(([name, value]) => value.map((v) => [name, v] as const))), { maxLength: 3 })
    .map((entries) => ({ ...base, ...Object.fromEntries(entries) }));
}

/** Mostly the lists' own parameters, so their parsing of paging, search and filters gets exercised. */
const query = fc
  .dictionary(
    fc.oneof(
      fc.constantFrom("limit", "cursor", "page"),
      fc.constantFrom(
        "q",
        "type",
        "visibility",
        "state",
        "role",
        "active",
        "action",
        "actor",
        "resourceType",
        "from",
        "to",
        "search",
        "documentId",
        "userId",
        "downloadId",
        "folderId",
        "format",
        "kind",
      ),
      fc.string(),
    ),
    fc.oneof(
      fc.string(),
      fc.integer({ min: -1000, max: 1000 }).map(String),
      fc.base64String().map((b) => b.replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "")),
    ),
    { maxKeys: 4 },
  )
  .map((q) => {
    const s = new URLSearchParams(q).toString();
    return s ? `?${s}` : "";
  });

async function send(
  h: Harness,
  method: string,
  path: string,
  body: string | undefined,
  headers: Record<string, string>,
) {
  const res = await fetch(h.url + path, { method, headers, body, redirect: "manual" });
  return { status: res.status, contentType: res.headers.get("content-type") ?? "", text: await res.text() };
}

function changedTables(before: WriteSnapshot, after: WriteSnapshot): string[] {
  return Object.keys(before).filter((t) => {
    const k = t as keyof WriteSnapshot;
    return before[k].digest !== after[k].digest;
  });
}

describeOnDatabases(
  "hostile input",
  (h) => {
    let admin: TestUser;
    beforeAll(async () => {
      admin = await h().createUser("administrator");
    });

    /** Never a 5xx; every refusal in the documented shape, with its documented status; nothing written. */
    async function checkOne(method: string, path: string, body: string | undefined, headers: Record<string, string>) {
      const before = await writeSnapshot(h().services.db);
      const res = await send(h(), method, path, body, headers);
      const label = `${method} ${path} ${JSON.stringify(headers)} ${JSON.stringify(body?.slice(0, 200))}`;
      expect(res.status, label).toBeLessThan(500);
      if (res.status < 400) return;
      expect(res.contentType, label).toMatch(/^application\/json/);
      const parsed = errorBodySchema.safeParse(JSON.parse(res.text));
      expect(parsed.success, `${label} -> ${res.text}`).toBe(true);
      const code = parsed.data?.error.code as ErrorCode;
      expect(STATUS_OF[code], label).toBe(res.status);
      const after = await writeSnapshot(h().services.db);
      const changed = changedTables(before, after);
      if (code === "INVALID_CREDENTIALS") {
        // The one documented write on a refusal: the failed attempt is audited.
        expect(changed, label).toEqual(["audit_logs"]);
        expect(after.audit_logs.rows - before.audit_logs.rows).toBe(1);
      } else {
        expect(changed, label).toEqual([]);
      }
    }

    for (const route of ROUTES) {
      const template = route.path(":id");
      it(`${route.method} ${template}: random bodies, queries, ids and headers never cause a 5xx or a write`, async () => {
        // Signing the administrator's one session out would only lower the coverage of later runs.
        const mayUseSession = route.path("") !== A.signOut;
        await fc.assert(
          fc.asyncProperty(
            hostileId,
            query,
            bodyFor(route.fields),
            headersFor(admin.cookie, mayUseSession),
            async (id, q, body, headers) => {
              const hasBody = route.method !== "GET" && route.method !== "DELETE";
              await checkOne(route.method, route.path(id) + q, hasBody ? body : undefined, headers);
            },
          ),
          { numRuns: RUNS ?? (route.path("").startsWith("/api/auth/") ? 25 : 40) },
        );
      });
    }

    it("unknown paths and methods under /api answer a JSON 404 and write nothing", async () => {
      const known = ROUTES.filter((r) => r.path("") !== A.signOut).map((r) => r.path(encodeURIComponent(admin.id)));
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"),
          fc.oneof(
            fc.constantFrom(...known),
            pathText.map((s) => `/api/${encodeURIComponent(s)}`),
            fc.constantFrom("/api/", "/api//content", "/api/content/", "/api/auth", "/api/%zz"),
          ),
          async (method, path) => {
            await checkOne(method, path, method === "GET" || method === "OPTIONS" ? undefined : "{}", {
              cookie: admin.cookie,
              "content-type": "application/json",
            });
          },
        ),
        { numRuns: RUNS ?? 80 },
      );
    });
  },
  // Every application attempt should reach the route's parsing, not stop at the per-IP limit.
  { env: { APPLICATION_LIMIT_PER_HOUR: "100000" } },
);
