import { API_PATHS, STAFF_PAGE_PATHS } from "@helixmap/common/api-paths";
import { beforeAll, expect, it } from "vitest";
import { PAGE_SEEDS } from "../seed/page-seeds";
import { describeOnDatabases, type TestUser } from "../test/harness";

type CallerName = "anonymous" | "public" | "partner" | "administrator" | "inactive";

const MISSING_ID = "00000000-0000-4000-8000-000000000000";

/**
 * Every staff route and method, with the status each kind of caller gets.
 * Bodies are valid, so a caller who passes the guard reaches the route
 * (404 for the id that does not exist, 201 for creations).
 */
const ROUTES: {
  method: string;
  path: string;
  body?: unknown;
  expected: Record<CallerName, number>;
}[] = [
  {
    method: "GET",
    path: API_PATHS.me,
    expected: { anonymous: 401, public: 200, partner: 200, administrator: 200, inactive: 403 },
  },
  {
    method: "PATCH",
    path: API_PATHS.me,
    body: { fullName: "Renamed Person" },
    expected: { anonymous: 401, public: 200, partner: 200, administrator: 200, inactive: 403 },
  },
  {
    method: "GET",
    path: API_PATHS.account.sessions,
    expected: { anonymous: 401, public: 200, partner: 200, administrator: 200, inactive: 403 },
  },
  {
    method: "DELETE",
    path: API_PATHS.account.session(MISSING_ID),
    expected: { anonymous: 401, public: 404, partner: 404, administrator: 404, inactive: 403 },
  },
  {
    method: "POST",
    path: API_PATHS.account.twoFactorDisable,
    body: { password: "not needed: two-factor is off" },
    expected: { anonymous: 401, public: 409, partner: 409, administrator: 409, inactive: 403 },
  },
  {
    method: "GET",
    path: API_PATHS.content,
    expected: { anonymous: 401, public: 403, partner: 200, administrator: 200, inactive: 403 },
  },
  {
    method: "POST",
    path: API_PATHS.content,
    body: { title: "Matrix item" },
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 201, inactive: 403 },
  },
  {
    method: "GET",
    path: API_PATHS.contentItem(MISSING_ID),
    expected: { anonymous: 401, public: 403, partner: 404, administrator: 404, inactive: 403 },
  },
  {
    method: "PATCH",
    path: API_PATHS.contentItem(MISSING_ID),
    body: { title: "Changed" },
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "DELETE",
    path: API_PATHS.contentItem(MISSING_ID),
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "GET",
    path: API_PATHS.contentVersions(MISSING_ID),
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "GET",
    path: API_PATHS.contentVersion(MISSING_ID, 1),
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "POST",
    path: API_PATHS.restoreContentVersion(MISSING_ID, 1),
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "POST",
    path: API_PATHS.publishContentChanges(MISSING_ID),
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "POST",
    path: API_PATHS.discardContentDraft(MISSING_ID),
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "GET",
    path: API_PATHS.auditLogsExport,
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 200, inactive: 403 },
  },
  {
    method: "GET",
    path: API_PATHS.users,
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 200, inactive: 403 },
  },
  {
    method: "PATCH",
    path: API_PATHS.user(MISSING_ID),
    body: { role: "partner" },
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "GET",
    path: API_PATHS.auditLogs,
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 200, inactive: 403 },
  },
  {
    method: "GET",
    path: API_PATHS.deployments,
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 200, inactive: 403 },
  },
  {
    method: "POST",
    path: API_PATHS.deployments,
    body: {},
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 201, inactive: 403 },
  },
  {
    method: "GET",
    path: API_PATHS.trialApplications,
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 200, inactive: 403 },
  },
  {
    method: "GET",
    path: API_PATHS.trialApplication(MISSING_ID),
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "PATCH",
    path: API_PATHS.trialApplication(MISSING_ID),
    body: { status: "contacted" },
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "DELETE",
    path: API_PATHS.trialApplication(MISSING_ID),
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "POST",
    path: API_PATHS.trialApplicationsExport,
    body: { ids: [MISSING_ID] },
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "POST",
    path: API_PATHS.deploymentRollback(MISSING_ID),
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "GET",
    path: API_PATHS.deploymentSettings,
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 200, inactive: 403 },
  },
  {
    method: "PATCH",
    path: API_PATHS.deploymentSettings,
    body: { autoDeploy: false },
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 200, inactive: 403 },
  },
  {
    method: "GET",
    path: STAFF_PAGE_PATHS.preview(MISSING_ID),
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "GET",
    path: API_PATHS.pages,
    expected: { anonymous: 401, public: 403, partner: 200, administrator: 200, inactive: 403 },
  },
  {
    method: "GET",
    path: API_PATHS.page("about"),
    expected: { anonymous: 401, public: 403, partner: 200, administrator: 200, inactive: 403 },
  },
  {
    method: "PATCH",
    path: API_PATHS.page("about"),
    body: { fields: PAGE_SEEDS.about },
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 200, inactive: 403 },
  },
  {
    method: "POST",
    path: API_PATHS.publishPageChanges("about"),
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 409, inactive: 403 },
  },
  {
    method: "POST",
    path: API_PATHS.discardPageDraft("about"),
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 409, inactive: 403 },
  },
  {
    method: "POST",
    path: API_PATHS.schedulePage("about"),
    body: { publishAt: null },
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 200, inactive: 403 },
  },
  {
    method: "GET",
    path: API_PATHS.pageVersions("about"),
    expected: { anonymous: 401, public: 403, partner: 200, administrator: 200, inactive: 403 },
  },
  {
    method: "GET",
    path: API_PATHS.pageVersion("about", 1),
    expected: { anonymous: 401, public: 403, partner: 200, administrator: 200, inactive: 403 },
  },
  {
    method: "POST",
    path: API_PATHS.restorePageVersion("about", 99),
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "GET",
    path: STAFF_PAGE_PATHS.pagePreview("about"),
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 200, inactive: 403 },
  },
  // Media (server/src/media/): a JSON body to the upload routes reaches them as a 415 (they take multipart);
  // partners see only public and partner assets (server/src/media/media-routes.test.ts).
  {
    method: "POST",
    path: API_PATHS.media,
    body: { file: "not multipart" },
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 415, inactive: 403 },
  },
  {
    method: "GET",
    path: API_PATHS.media,
    expected: { anonymous: 401, public: 403, partner: 200, administrator: 200, inactive: 403 },
  },
  {
    method: "GET",
    path: API_PATHS.mediaAsset(MISSING_ID),
    expected: { anonymous: 401, public: 403, partner: 404, administrator: 404, inactive: 403 },
  },
  {
    method: "PATCH",
    path: API_PATHS.mediaAsset(MISSING_ID),
    body: { alt: "Changed" },
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "DELETE",
    path: API_PATHS.mediaAsset(MISSING_ID),
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "PUT",
    path: API_PATHS.mediaFile(MISSING_ID),
    body: { file: "not multipart" },
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 415, inactive: 403 },
  },
  {
    method: "GET",
    path: API_PATHS.mediaFile(MISSING_ID),
    expected: { anonymous: 401, public: 403, partner: 404, administrator: 404, inactive: 403 },
  },
  {
    method: "GET",
    path: API_PATHS.mediaThumbnail(MISSING_ID),
    expected: { anonymous: 401, public: 403, partner: 404, administrator: 404, inactive: 403 },
  },
  {
    method: "GET",
    path: API_PATHS.mediaVariant(MISSING_ID, "w320.avif"),
    expected: { anonymous: 401, public: 403, partner: 404, administrator: 404, inactive: 403 },
  },
];

const EXPECTED_CODE: Record<number, string> = {
  401: "UNAUTHENTICATED",
  404: "NOT_FOUND",
  409: "CONFLICT",
  415: "MEDIA_UNSUPPORTED_TYPE",
};

describeOnDatabases("access matrix", (h) => {
  const users = {} as Record<Exclude<CallerName, "anonymous">, TestUser>;

  beforeAll(async () => {
    users.public = await h().createUser("public");
    users.partner = await h().createUser("partner");
    users.administrator = await h().createUser("administrator");
    users.inactive = await h().createUser("administrator", { active: false });
  });

  for (const route of ROUTES) {
    for (const [caller, status] of Object.entries(route.expected) as [CallerName, number][]) {
      it(`${route.method} ${route.path} as ${caller} answers ${status}`, async () => {
        const cookie = caller === "anonymous" ? undefined : users[caller].cookie;
        const res = await h().call(route.method, route.path, { body: route.body, cookie });
        expect(res.status).toBe(status);
        if (status >= 400) {
          const code = (res.body as { error: { code: string } }).error.code;
          if (caller === "inactive") expect(code).toBe("ACCOUNT_INACTIVE");
          else if (status === 403) expect(code).toBe("FORBIDDEN");
          else expect(code).toBe(EXPECTED_CODE[status]);
        }
      });
    }
  }

  it("an inactive person may still sign out, and nothing else under /api/auth", async () => {
    const register = await h().call("POST", API_PATHS.auth.register, {
      body: { fullName: "X", email: "new-person@test.helixmap.example", password: "password123" },
      cookie: users.inactive.cookie,
    });
    expect(register.status).toBe(403);
    const out = await h().call("POST", API_PATHS.auth.signOut, { body: {}, cookie: users.inactive.cookie });
    expect(out.status).toBe(200);
  });

  it("unknown API routes answer a JSON 404", async () => {
    const res = await h().call("GET", "/api/nothing-here", { cookie: users.administrator.cookie });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: "NOT_FOUND", message: "No such API route" } });
  });
});
