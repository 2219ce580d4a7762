import type {
  ContentItem,
  ContentVersionResponse,
  ContentVersionSummary,
  ContentVersionsResponse,
} from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { LIST_PAGE_SIZE_MAX } from "@helixmap/common/constants";
import { eq, getTableColumns } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { contentSections, contentVersions, trashedContentVersions } from "../db/schema";
import { auditRows } from "../test/audit";
import { describeOnDatabases, type Harness, type TestUser } from "../test/harness";

const json = <T>(body: unknown) => body as T;

/** Every version of an item, newest first, following nextCursor. */
async function history(h: Harness, cookie: string, id: string, limit: number) {
  const pages: ContentVersionsResponse[] = [];
  let cursor: string | null = null;
  do {
    const res = await h.call(
      "GET",
      `${API_PATHS.contentVersions(id)}?limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`,
      {
        cookie,
      },
    );
    expect(res.status).toBe(200);
    const page = json<ContentVersionsResponse>(res.body);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor !== null && pages.length < 20);
  return pages;
}

describeOnDatabases("content versions", (h) => {
  let admin: TestUser;
  let partner: TestUser;
  let item: ContentItem;

  async function patch(id: string, body: unknown) {
    const res = await h().call("PATCH", API_PATHS.contentItem(id), { body, cookie: admin.cookie });
    expect(res.status).toBe(200);
    return json<{ item: ContentItem }>(res.body).item;
  }

  beforeAll(async () => {
    admin = await h().createUser("administrator", { fullName: "Vera Versions" });
    partner = await h().createUser("partner");
    const res = await h().call("POST", API_PATHS.content, {
      body: { title: "Original title", content: "line one\nline two", visibility: "public" },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(201);
    item = json<{ item: ContentItem }>(res.body).item;
    await patch(item.id, { title: "Second title", content: "line one\nline 2" });
    await patch(item.id, { title: "Third title", content: "rewritten", published: true });
  });

  it("keeps every save as a version, newest first, paged with the actor", async () => {
    const pages = await history(h(), admin.cookie, item.id, 2);
    expect(pages.map((p) => p.versions.length)).toEqual([2, 1]);
    const versions = pages.flatMap((p) => p.versions);
    expect(versions.map((v: ContentVersionSummary) => [v.number, v.kind, v.title])).toEqual([
      [3, "updated", "Third title"],
      [2, "updated", "Second title"],
      [1, "created", "Original title"],
    ]);
    expect(versions[0]?.actor).toEqual({ email: admin.email, fullName: "Vera Versions" });
  });

  it("stores the whole item row, every column of content_sections but the computed search text", async () => {
    const res = await h().call("GET", API_PATHS.contentVersion(item.id, 1), { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const { version } = json<ContentVersionResponse>(res.body);
    const stored = Object.entries(getTableColumns(contentSections)).filter(([, column]) => !column.generated);
    expect(Object.keys(version.item).sort()).toEqual(stored.map(([key]) => key).sort());
    expect(version.item).toMatchObject({ title: "Original title", content: "line one\nline two", published: false });
  });

  it("restores an earlier title and body as a new version, audited as content_restored", async () => {
    const res = await h().call("POST", API_PATHS.restoreContentVersion(item.id, 1), { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const restored = json<{ item: ContentItem }>(res.body).item;
    // The item is published, so the restored text becomes its draft until Publish changes; it stays live.
    expect(restored).toMatchObject({ title: "Third title", published: true });
    expect(restored.draft).toMatchObject({ title: "Original title", content: "line one\nline two", slug: item.slug });

    const fetched = await h().call("GET", API_PATHS.contentItem(item.id), { cookie: admin.cookie });
    expect(json<{ item: ContentItem }>(fetched.body).item.draft?.title).toBe("Original title");

    const [latest] = (await history(h(), admin.cookie, item.id, 1))[0]!.versions;
    expect(latest).toMatchObject({ number: 4, kind: "restored", restoredFrom: 1, title: "Original title" });

    const [entry] = await auditRows(h(), "content_restored");
    expect(entry).toMatchObject({ userId: admin.id, resourceType: "content_section", resourceId: item.id });
    expect(entry?.oldValues).toEqual({ title: "Third title", content: "rewritten" });
    expect(entry?.newValues).toEqual({
      title: "Original title",
      content: "line one\nline two",
      restoredFrom: 1,
      version: 4,
    });

    const published = await h().call("POST", API_PATHS.publishContentChanges(item.id), { cookie: admin.cookie });
    expect(json<{ item: ContentItem }>(published.body).item).toMatchObject({
      title: "Original title",
      content: "line one\nline two",
      draft: null,
    });
  });

  it("answers 404 for a version the item does not have, and restores nothing", async () => {
    const missing = await h().call("GET", API_PATHS.contentVersion(item.id, 99), { cookie: admin.cookie });
    expect(missing.status).toBe(404);
    const restoreMissing = await h().call("POST", API_PATHS.restoreContentVersion(item.id, 99), {
      cookie: admin.cookie,
    });
    expect(restoreMissing.status).toBe(404);
    expect(await auditRows(h(), "content_restored")).toHaveLength(1);
  });

  it("refuses a restore whose slug another item took since, writing nothing", async () => {
    const other = await h().call("POST", API_PATHS.content, {
      body: { title: "Slug owner", slug: "first-slug" },
      cookie: admin.cookie,
    });
    const owner = json<{ item: ContentItem }>(other.body).item;
    await patch(owner.id, { slug: "second-slug" });
    const taker = await h().call("POST", API_PATHS.content, {
      body: { title: "Slug taker", slug: "first-slug" },
      cookie: admin.cookie,
    });
    expect(taker.status).toBe(201);
    const res = await h().call("POST", API_PATHS.restoreContentVersion(owner.id, 1), { cookie: admin.cookie });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: { code: "CONFLICT", fields: { slug: expect.any(String) } } });
    const versions = await h()
      .services.db.select()
      .from(contentVersions)
      .where(eq(contentVersions.contentId, owner.id));
    expect(versions).toHaveLength(2);
  });

  it("shows versions to administrators only: a partner is refused even for a public item", async () => {
    for (const path of [API_PATHS.contentVersions(item.id), API_PATHS.contentVersion(item.id, 1)]) {
      const res = await h().call("GET", path, { cookie: partner.cookie });
      expect(res.status).toBe(403);
    }
    const restore = await h().call("POST", API_PATHS.restoreContentVersion(item.id, 1), { cookie: partner.cookie });
    expect(restore.status).toBe(403);
  });

  it(`refuses a page of more than ${LIST_PAGE_SIZE_MAX} versions and a malformed cursor`, async () => {
    const big = await h().call("GET", `${API_PATHS.contentVersions(item.id)}?limit=${LIST_PAGE_SIZE_MAX + 1}`, {
      cookie: admin.cookie,
    });
    expect(big.status).toBe(400);
    const bad = await h().call("GET", `${API_PATHS.contentVersions(item.id)}?cursor=abc`, { cookie: admin.cookie });
    expect(bad.status).toBe(400);
  });

  it("moves the versions to the Trash with their item", async () => {
    const kept = await h().services.db.select().from(contentVersions).where(eq(contentVersions.contentId, item.id));
    const res = await h().call("DELETE", API_PATHS.contentItem(item.id), { cookie: admin.cookie });
    expect(res.status).toBe(204);
    const left = await h().services.db.select().from(contentVersions).where(eq(contentVersions.contentId, item.id));
    expect(left).toEqual([]);
    const trashed = await h()
      .services.db.select()
      .from(trashedContentVersions)
      .where(eq(trashedContentVersions.contentId, item.id));
    expect(trashed.map((v) => v.number).sort()).toEqual(kept.map((v) => v.number).sort());
    const gone = await h().call("GET", API_PATHS.contentVersions(item.id), { cookie: admin.cookie });
    expect(gone.status).toBe(404);
  });
});
