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
  /** The error code of the callers refused past the role guard, where it is not the status's usual one. */
  codes?: Partial<Record<CallerName, string>>;
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
  ...(["GET", "POST", "DELETE"] as const).flatMap((method) => [
    {
      method,
      path: API_PATHS.contentPresence(MISSING_ID),
      expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
    },
    {
      method,
      path: API_PATHS.pagePresence("about"),
      expected: {
        anonymous: 401,
        public: 403,
        partner: 403,
        administrator: method === "DELETE" ? 204 : 200,
        inactive: 403,
      },
    },
  ]),
  {
    method: "GET",
    path: API_PATHS.trash,
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 200, inactive: 403 },
  },
  {
    method: "POST",
    path: API_PATHS.restoreFromTrash(MISSING_ID),
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "DELETE",
    path: API_PATHS.trashedItem(MISSING_ID),
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "POST",
    path: API_PATHS.submitContentForReview(MISSING_ID),
    body: { note: "Ready" },
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "POST",
    path: API_PATHS.approveContent(MISSING_ID),
    body: { comment: "Fine" },
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "POST",
    path: API_PATHS.requestContentChanges(MISSING_ID),
    body: { comment: "Change it" },
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "GET",
    path: API_PATHS.contentReview(MISSING_ID),
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "POST",
    path: API_PATHS.submitPageForReview("about"),
    body: { note: "Ready" },
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 409, inactive: 403 },
  },
  {
    method: "POST",
    path: API_PATHS.approvePage("about"),
    body: { comment: "Fine" },
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 409, inactive: 403 },
  },
  {
    method: "POST",
    path: API_PATHS.requestPageChanges("about"),
    body: { comment: "Change it" },
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 409, inactive: 403 },
  },
  {
    method: "GET",
    path: API_PATHS.pageReview("about"),
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 200, inactive: 403 },
  },
  {
    method: "GET",
    path: API_PATHS.reviewQueue,
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 200, inactive: 403 },
  },
  {
    method: "GET",
    path: API_PATHS.reviewSettings,
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 200, inactive: 403 },
  },
  {
    method: "PATCH",
    path: API_PATHS.reviewSettings,
    body: { event: false },
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 200, inactive: 403 },
  },
  {
    method: "GET",
    path: API_PATHS.releases,
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 200, inactive: 403 },
  },
  {
    method: "POST",
    path: API_PATHS.releases,
    body: { name: "Matrix release" },
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 201, inactive: 403 },
  },
  {
    method: "GET",
    path: API_PATHS.release(MISSING_ID),
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "PATCH",
    path: API_PATHS.release(MISSING_ID),
    body: { name: "Renamed" },
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "DELETE",
    path: API_PATHS.release(MISSING_ID),
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "POST",
    path: API_PATHS.publishRelease(MISSING_ID),
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "GET",
    path: STAFF_PAGE_PATHS.releasePreview(MISSING_ID, "/about"),
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  // The live preview beside the forms: partners read those forms too; nothing is saved.
  {
    method: "POST",
    path: API_PATHS.livePreview.content,
    body: { title: "Matrix preview", content: "**Unsaved**" },
    expected: { anonymous: 401, public: 403, partner: 200, administrator: 200, inactive: 403 },
  },
  {
    method: "POST",
    path: API_PATHS.livePreview.page("about"),
    body: { fields: PAGE_SEEDS.about },
    expected: { anonymous: 401, public: 403, partner: 200, administrator: 200, inactive: 403 },
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
  {
    method: "GET",
    path: API_PATHS.dataRoom.root,
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 200, inactive: 403 },
    codes: { partner: "DATA_ROOM_NO_ACCESS" },
  },
  {
    method: "POST",
    path: API_PATHS.dataRoom.ndaAccept,
    body: { version: 1, name: "Matrix Partner" },
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 409, inactive: 403 },
    codes: { partner: "DATA_ROOM_NO_ACCESS", administrator: "DATA_ROOM_NDA_OUTDATED" },
  },
  {
    method: "GET",
    path: API_PATHS.dataRoom.documentView(MISSING_ID),
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
    codes: { partner: "DATA_ROOM_NO_ACCESS" },
  },
  {
    method: "GET",
    path: API_PATHS.dataRoom.documentDownload(MISSING_ID),
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
    codes: { partner: "DATA_ROOM_NO_ACCESS" },
  },
  {
    method: "POST",
    path: API_PATHS.dataRoom.folders,
    body: { name: "Matrix folder", description: "" },
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 201, inactive: 403 },
  },
  {
    method: "PATCH",
    path: API_PATHS.dataRoom.folder(MISSING_ID),
    body: { name: "Renamed" },
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "DELETE",
    path: API_PATHS.dataRoom.folder(MISSING_ID),
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "POST",
    path: API_PATHS.dataRoom.folderDocuments(MISSING_ID),
    body: { assetId: MISSING_ID, viewOnly: true },
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "DELETE",
    path: API_PATHS.dataRoom.document(MISSING_ID),
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "GET",
    path: API_PATHS.dataRoom.nda,
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 200, inactive: 403 },
  },
  {
    method: "PUT",
    path: API_PATHS.dataRoom.nda,
    body: { text: "Matrix NDA" },
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 200, inactive: 403 },
  },
  {
    method: "GET",
    path: API_PATHS.dataRoom.grants,
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 200, inactive: 403 },
  },
  {
    method: "POST",
    path: API_PATHS.dataRoom.grants,
    body: { userId: MISSING_ID, folderId: MISSING_ID, expiresAt: null },
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 400, inactive: 403 },
  },
  {
    method: "DELETE",
    path: API_PATHS.dataRoom.grant(MISSING_ID),
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 404, inactive: 403 },
  },
  {
    method: "GET",
    path: API_PATHS.dataRoom.accessLog,
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 200, inactive: 403 },
  },
  {
    method: "GET",
    path: API_PATHS.dataRoom.accessLogPage({ format: "csv" }),
    expected: { anonymous: 401, public: 403, partner: 403, administrator: 200, inactive: 403 },
  },
];

const EXPECTED_CODE: Record<number, string> = {
  401: "UNAUTHENTICATED",
  404: "NOT_FOUND",
  409: "CONFLICT",
  415: "MEDIA_UNSUPPORTED_TYPE",
  400: "VALIDATION_FAILED",
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
          else if (route.codes?.[caller]) expect(code).toBe(route.codes[caller]);
          else if (status === 403) expect(code).toBe("FORBIDDEN");
          else expect(code).toBe(EXPECTED_CODE[status]);
        }
      });
    }
  }

  it("a partner granted a folder who accepted the NDA is still refused every administrator data-room route", async () => {
    const admin = users.administrator.cookie;
    const granted = await h().createUser("partner");
    const folder = await h().call("POST", API_PATHS.dataRoom.folders, {
      body: { name: "Granted folder" },
      cookie: admin,
    });
    const folderId = (folder.body as { folder: { id: string } }).folder.id;
    const nda = await h().call("PUT", API_PATHS.dataRoom.nda, { body: { text: "Granted NDA" }, cookie: admin });
    const { version } = (nda.body as { nda: { version: number } }).nda;
    const grant = await h().call("POST", API_PATHS.dataRoom.grants, {
      body: { userId: granted.id, folderId, expiresAt: null },
      cookie: admin,
    });
    expect(grant.status).toBe(201);
    const accepted = await h().call("POST", API_PATHS.dataRoom.ndaAccept, {
      body: { version, name: "Granted Partner" },
      cookie: granted.cookie,
    });
    expect(accepted.status).toBe(204);
    const room = await h().call("GET", API_PATHS.dataRoom.root, { cookie: granted.cookie });
    expect(room.body).toMatchObject({ ndaAccepted: true, folders: [{ id: folderId }] });

    // The administrator-only data-room routes: those the matrix refuses a partner with the role guard's FORBIDDEN.
    const adminOnly = ROUTES.filter(
      (r) => r.path.startsWith(API_PATHS.dataRoom.root) && r.expected.partner === 403 && !r.codes?.partner,
    );
    expect(adminOnly.length).toBeGreaterThanOrEqual(12);
    for (const route of adminOnly) {
      // On the granted folder itself, where a guard that let the partner through would change it.
      const path = route.path.startsWith(API_PATHS.dataRoom.folders)
        ? route.path.replace(MISSING_ID, folderId)
        : route.path;
      const res = await h().call(route.method, path, { body: route.body, cookie: granted.cookie });
      expect(res.status, `${route.method} ${path}`).toBe(403);
      expect((res.body as { error: { code: string } }).error.code, `${route.method} ${path}`).toBe("FORBIDDEN");
    }
  });

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
