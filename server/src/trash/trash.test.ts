import type { ContentItem, ContentListResponse, ContentVersionsResponse, Deployment } from "@helixmap/common/api";
import { API_PATHS, STAFF_PAGE_PATHS } from "@helixmap/common/api-paths";
import type { ApiErrorBody } from "@helixmap/common/errors";
import { publishedItemPath } from "@helixmap/common/publishing";
import type { ReleaseResponse } from "@helixmap/common/releases/releases-api";
import type { ReviewStatusResponse } from "@helixmap/common/review/review-api";
import type { TrashListResponse } from "@helixmap/common/trash/trash-api";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { trashedItems } from "../db/schema";
import { takeSnapshot } from "../publishing/generation/snapshot";
import { auditRows } from "../test/audit";
import { describeOnDatabases, type TestUser } from "../test/harness";
import { purgeExpiredTrash } from "./delete-for-good";

const json = <T>(body: unknown) => body as T;
const DAY_MS = 24 * 60 * 60_000;

describeOnDatabases("the Trash", (h) => {
  let admin: TestUser;
  let reviewer: TestUser;
  let partner: TestUser;

  async function call(method: string, path: string, body?: unknown, cookie = admin.cookie) {
    return h().call(method, path, { body, cookie });
  }

  async function create(title: string, slug: string, published = false): Promise<ContentItem> {
    const res = await call("POST", API_PATHS.content, { title, slug, content: `${title} text`, published });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return json<{ item: ContentItem }>(res.body).item;
  }

  async function trash(): Promise<TrashListResponse> {
    const res = await call("GET", API_PATHS.trash);
    expect(res.status).toBe(200);
    return json<TrashListResponse>(res.body);
  }

  async function deploy(): Promise<Deployment> {
    const res = await call("POST", API_PATHS.deployments, {});
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return json<{ deployment: Deployment }>(res.body).deployment;
  }

  beforeAll(async () => {
    admin = await h().createUser("administrator", { fullName: "Ada Lovelace" });
    reviewer = await h().createUser("administrator", { fullName: "Rey Reviewer" });
    partner = await h().createUser("partner");
  });

  it("moves a deleted item out of every list, search and preview into the Trash, audited", async () => {
    const item = await create("Trial update Q3", "trial-update-q3");
    expect((await call("DELETE", API_PATHS.contentItem(item.id))).status).toBe(204);

    const listed = (await trash()).items.find((i) => i.id === item.id);
    expect(listed).toMatchObject({
      title: "Trial update Q3",
      slug: "trial-update-q3",
      wasPublished: false,
      versions: 1,
    });
    expect(listed?.deletedBy?.fullName).toBe("Ada Lovelace");
    expect(Date.parse(listed!.purgeAt) - Date.parse(listed!.deletedAt)).toBe(30 * DAY_MS);

    const search = json<ContentListResponse>((await call("GET", API_PATHS.contentPage({ q: "Trial update Q3" }))).body);
    expect(search.items).toEqual([]);
    expect(search.counts?.total).toBe(0);
    expect((await call("GET", API_PATHS.contentItem(item.id))).status).toBe(404);
    expect((await call("GET", API_PATHS.contentVersions(item.id))).status).toBe(404);
    expect((await call("GET", STAFF_PAGE_PATHS.preview(item.id))).status).toBe(404);
    const [entry] = (await auditRows(h(), "content_trashed")).filter((r) => r.resourceId === item.id);
    expect(entry?.userId).toBe(admin.id);
  });

  it("restores an item with its versions, off the site, and records the restore as its next version", async () => {
    const item = await create("Pipeline overview", "pipeline-overview", true);
    await call("PATCH", API_PATHS.contentItem(item.id), { content: "Second text", baseVersion: 1 });
    expect((await call("DELETE", API_PATHS.contentItem(item.id))).status).toBe(204);

    const res = await call("POST", API_PATHS.restoreFromTrash(item.id));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const restored = json<{ item: ContentItem }>(res.body).item;
    expect(restored).toMatchObject({ id: item.id, slug: "pipeline-overview", published: false, version: 3 });
    expect(restored.content).toBe("Second text");

    const history = json<ContentVersionsResponse>((await call("GET", API_PATHS.contentVersions(item.id))).body);
    expect(history.versions.map((v) => [v.number, v.kind])).toEqual([
      [3, "restored"],
      [2, "updated"],
      [1, "created"],
    ]);
    expect((await trash()).items.some((i) => i.id === item.id)).toBe(false);
    const [entry] = (await auditRows(h(), "content_restored_from_trash")).filter((r) => r.resourceId === item.id);
    expect(entry?.newValues).toMatchObject({ slug: "pipeline-overview", published: false, version: 3 });
  });

  it("drops an item's review and release places when it is trashed, kept in the audit log, and restores it without them", async () => {
    const item = await create("Licence granted", "licence-granted");
    const other = await create("Licence granted, background", "licence-granted-background");
    const review = (path: string, body: unknown, cookie: string) => call("POST", path, body, cookie);
    expect(
      (await review(API_PATHS.submitContentForReview(item.id), { note: "For the release" }, admin.cookie)).status,
    ).toBe(200);
    expect(
      (await review(API_PATHS.requestContentChanges(item.id), { comment: "Name the licensee" }, reviewer.cookie))
        .status,
    ).toBe(200);
    const made = await call("POST", API_PATHS.releases, {
      name: "Licensing day",
      items: [item.id, other.id],
      pages: [],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const release = json<ReleaseResponse>(made.body).release;

    expect((await call("DELETE", API_PATHS.contentItem(item.id))).status).toBe(204);
    const releaseNow = async () =>
      json<ReleaseResponse>((await call("GET", API_PATHS.release(release.id))).body).release;
    expect((await releaseNow()).items.map((m) => m.ref)).toEqual([other.id]);
    const [trashed] = (await auditRows(h(), "content_trashed")).filter((r) => r.resourceId === item.id);
    expect(trashed?.oldValues).toMatchObject({
      review: {
        state: "changes_requested",
        events: [
          { kind: "submitted", text: "For the release", actorId: admin.id },
          { kind: "changes_requested", text: "Name the licensee", actorId: reviewer.id },
        ],
      },
      releases: [{ id: release.id, name: "Licensing day", status: "pending" }],
    });
    const [left] = (await auditRows(h(), "release_updated")).filter((r) => r.resourceId === release.id);
    expect(left).toMatchObject({
      userId: admin.id,
      oldValues: { items: [item.id, other.id].sort() },
      newValues: { items: [other.id], reason: "item_trashed", itemTrashed: item.id },
    });

    expect((await call("POST", API_PATHS.restoreFromTrash(item.id))).status).toBe(200);
    const status = json<ReviewStatusResponse>((await call("GET", API_PATHS.contentReview(item.id))).body).review;
    expect(status).toMatchObject({ state: null, events: [] });
    expect((await releaseNow()).items.map((m) => m.ref)).toEqual([other.id]);
  });

  it("frees a trashed item's slug, and restores it under another one when its own was taken meanwhile", async () => {
    const first = await create("Board changes", "board-changes");
    await call("DELETE", API_PATHS.contentItem(first.id));
    await create("Board changes (new)", "board-changes");

    const refused = await call("POST", API_PATHS.restoreFromTrash(first.id));
    expect(refused.status).toBe(409);
    expect(json<ApiErrorBody>(refused.body).error).toMatchObject({
      code: "CONFLICT",
      fields: { slug: expect.any(String) },
    });
    expect((await trash()).items.some((i) => i.id === first.id)).toBe(true);

    const badSlug = await call("POST", API_PATHS.restoreFromTrash(first.id), { slug: "Not a slug!" });
    expect(badSlug.status).toBe(400);
    const renamed = await call("POST", API_PATHS.restoreFromTrash(first.id), { slug: "board-changes-2025" });
    expect(renamed.status).toBe(200);
    expect(json<{ item: ContentItem }>(renamed.body).item.slug).toBe("board-changes-2025");
  });

  it("deletes an item in the Trash for good, audited, and answers 404 for it after", async () => {
    const item = await create("Old event", "old-event");
    await call("DELETE", API_PATHS.contentItem(item.id));
    expect((await call("DELETE", API_PATHS.trashedItem(item.id))).status).toBe(204);
    expect((await trash()).items.some((i) => i.id === item.id)).toBe(false);
    expect((await call("POST", API_PATHS.restoreFromTrash(item.id))).status).toBe(404);
    expect((await call("DELETE", API_PATHS.trashedItem(item.id))).status).toBe(404);
    const [entry] = (await auditRows(h(), "content_deleted_for_good")).filter((r) => r.resourceId === item.id);
    expect(entry).toMatchObject({ userId: admin.id, oldValues: { title: "Old event", slug: "old-event" } });
  });

  it("purges items deleted more than TRASH_RETENTION_DAYS ago, and only those", async () => {
    const old = await create("Expired note", "expired-note");
    const recent = await create("Recent note", "recent-note");
    await call("DELETE", API_PATHS.contentItem(old.id));
    await call("DELETE", API_PATHS.contentItem(recent.id));
    const days = h().services.env.TRASH_RETENTION_DAYS;
    await h()
      .services.db.update(trashedItems)
      .set({ deletedAt: new Date(Date.now() - (days + 1) * DAY_MS) })
      .where(eq(trashedItems.id, old.id));

    expect(await purgeExpiredTrash(h().services)).toBeGreaterThanOrEqual(1);
    const left = (await trash()).items.map((i) => i.id);
    expect(left).not.toContain(old.id);
    expect(left).toContain(recent.id);
    const [entry] = (await auditRows(h(), "content_deleted_for_good")).filter((r) => r.resourceId === old.id);
    expect(entry).toMatchObject({ userId: null, newValues: { reason: "retention" } });
  });

  it("takes a deleted published item off the site with the next deploy", async () => {
    const item = await create("Phase 2 results", "phase-2-results", true);
    await deploy();
    const path = publishedItemPath(item.contentType, item.slug);
    expect((await fetch(h().url + path)).status).toBe(200);

    await call("DELETE", API_PATHS.contentItem(item.id));
    expect((await takeSnapshot(h().services.db)).items.map((i) => i.id)).not.toContain(item.id);
    const deployment = await deploy();
    expect(deployment.status).toBe("success");
    const after = await fetch(h().url + path, { redirect: "manual" });
    expect(after.status).not.toBe(200);
  });

  it("is for administrators only", async () => {
    const item = await create("Partner cannot see", "partner-cannot-see");
    await call("DELETE", API_PATHS.contentItem(item.id));
    expect((await call("GET", API_PATHS.trash, undefined, partner.cookie)).status).toBe(403);
    expect((await call("POST", API_PATHS.restoreFromTrash(item.id), undefined, partner.cookie)).status).toBe(403);
    expect((await call("DELETE", API_PATHS.trashedItem(item.id), undefined, partner.cookie)).status).toBe(403);
    expect((await h().call("GET", API_PATHS.trash)).status).toBe(401);
  });
});
