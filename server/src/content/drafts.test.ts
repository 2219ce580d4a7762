import type { ContentItem, ContentListResponse, Deployment } from "@helixmap/common/api";
import { API_PATHS, STAFF_PAGE_PATHS } from "@helixmap/common/api-paths";
import { publishedItemPath } from "@helixmap/common/publishing";
import { beforeAll, expect, it } from "vitest";
import { takeSnapshot } from "../publishing/generation/snapshot";
import { auditRows } from "../test/audit";
import { describeOnDatabases, type Harness, type TestUser } from "../test/harness";

const json = <T>(body: unknown) => body as T;

async function deploy(h: Harness, admin: TestUser): Promise<Deployment> {
  const res = await h.call("POST", API_PATHS.deployments, { body: {}, cookie: admin.cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return json<{ deployment: Deployment }>(res.body).deployment;
}

async function publicText(h: Harness, item: ContentItem): Promise<string> {
  const res = await fetch(h.url + publishedItemPath(item.contentType, item.slug));
  return res.text();
}

async function snapshotTitles(h: Harness): Promise<string[]> {
  return (await takeSnapshot(h.services.db)).items.map((i) => i.title);
}

describeOnDatabases("drafts of published items", (h) => {
  let admin: TestUser;
  let partner: TestUser;
  let item: ContentItem;

  async function call(method: string, path: string, body?: unknown, cookie = admin.cookie) {
    return h().call(method, path, { body, cookie });
  }

  async function get(id: string): Promise<ContentItem> {
    return json<{ item: ContentItem }>((await call("GET", API_PATHS.contentItem(id))).body).item;
  }

  beforeAll(async () => {
    admin = await h().createUser("administrator");
    partner = await h().createUser("partner");
    const res = await call("POST", API_PATHS.content, {
      title: "Live Pipeline",
      slug: "live-pipeline",
      content: "Published body",
      visibility: "public",
      contentType: "page",
      published: true,
    });
    expect(res.status).toBe(201);
    item = json<{ item: ContentItem }>(res.body).item;
    await deploy(h(), admin);
  });

  it("keeps the published values public while an edit waits as a draft", async () => {
    const res = await call("PATCH", API_PATHS.contentItem(item.id), {
      title: "Live Pipeline (revised)",
      content: "Draft body",
      published: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = await get(item.id);
    expect(saved).toMatchObject({ title: "Live Pipeline", content: "Published body", published: true });
    expect(saved.draft).toMatchObject({
      title: "Live Pipeline (revised)",
      content: "Draft body",
      slug: "live-pipeline",
    });

    expect(await snapshotTitles(h())).toEqual(["Live Pipeline"]);
    await deploy(h(), admin);
    const text = await publicText(h(), item);
    expect(text).toContain("Published body");
    expect(text).not.toContain("Draft body");

    // A partner sees the published item, never the work in progress.
    const asPartner = await call("GET", API_PATHS.contentItem(item.id), undefined, partner.cookie);
    expect(json<{ item: ContentItem }>(asPartner.body).item).toMatchObject({ title: "Live Pipeline", draft: null });

    const [entry] = await auditRows(h(), "content_updated");
    expect(entry).toMatchObject({ resourceId: item.id, oldValues: { draft: null } });
    expect(entry!.newValues).toMatchObject({ draft: { title: "Live Pipeline (revised)" } });

    // The preview shows the page as it will be.
    const preview = await fetch(h().url + STAFF_PAGE_PATHS.preview(item.id), { headers: { cookie: admin.cookie } });
    expect(await preview.text()).toContain("Draft body");
  });

  it("marks the item as having unpublished changes in the list and its filter", async () => {
    const list = json<ContentListResponse>((await call("GET", API_PATHS.contentPage({ state: "changes" }))).body);
    expect(list.items.map((i) => [i.id, i.hasDraft])).toEqual([[item.id, true]]);
    expect(list.counts?.state.changes).toBe(1);
    expect(list.items[0]).not.toHaveProperty("draft");
  });

  it("lets only administrators publish or discard", async () => {
    expect((await call("POST", API_PATHS.publishContentChanges(item.id), undefined, partner.cookie)).status).toBe(403);
    expect((await call("POST", API_PATHS.discardContentDraft(item.id), undefined, partner.cookie)).status).toBe(403);
    expect((await h().call("POST", API_PATHS.publishContentChanges(item.id))).status).toBe(401);
  });

  it("publishes the changes: the draft becomes the live values and reaches the site with the next deploy", async () => {
    const res = await call("POST", API_PATHS.publishContentChanges(item.id));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const published = json<{ item: ContentItem }>(res.body).item;
    expect(published).toMatchObject({ title: "Live Pipeline (revised)", content: "Draft body", draft: null });
    expect(await snapshotTitles(h())).toEqual(["Live Pipeline (revised)"]);
    await deploy(h(), admin);
    expect(await publicText(h(), item)).toContain("Draft body");

    const [entry] = await auditRows(h(), "content_changes_published");
    expect(entry).toMatchObject({
      userId: admin.id,
      oldValues: { title: "Live Pipeline", content: "Published body" },
      newValues: { title: "Live Pipeline (revised)", content: "Draft body" },
    });
    // Nothing left to publish.
    expect((await call("POST", API_PATHS.publishContentChanges(item.id))).status).toBe(409);
  });

  it("discards a draft, leaving the live values as they were", async () => {
    await call("PATCH", API_PATHS.contentItem(item.id), { content: "Abandoned idea" });
    expect((await get(item.id)).draft?.content).toBe("Abandoned idea");
    const res = await call("POST", API_PATHS.discardContentDraft(item.id));
    expect(res.status).toBe(200);
    const after = await get(item.id);
    expect(after).toMatchObject({ content: "Draft body", draft: null });
    const [entry] = await auditRows(h(), "content_draft_discarded");
    expect(entry).toMatchObject({ userId: admin.id, oldValues: { draft: { content: "Abandoned idea" } } });
    const versions = await call("GET", API_PATHS.contentVersions(item.id));
    expect(json<{ versions: unknown[] }>(versions.body).versions.length).toBeGreaterThanOrEqual(5);
  });

  it("an edit back to the live values leaves no draft", async () => {
    await call("PATCH", API_PATHS.contentItem(item.id), { summary: "Changed" });
    await call("PATCH", API_PATHS.contentItem(item.id), { summary: "" });
    expect((await get(item.id)).draft).toBeNull();
  });

  it("refuses a draft slug another item uses", async () => {
    await call("POST", API_PATHS.content, { title: "Other", slug: "other-item" });
    const res = await call("PATCH", API_PATHS.contentItem(item.id), { slug: "Other-Item" });
    expect(res.status).toBe(409);
    expect((await get(item.id)).draft).toBeNull();
  });

  it("unpublishing applies the draft at once, since nothing of the item stays public", async () => {
    await call("PATCH", API_PATHS.contentItem(item.id), { title: "Retired pipeline" });
    const res = await call("PATCH", API_PATHS.contentItem(item.id), { published: false });
    expect(json<{ item: ContentItem }>(res.body).item).toMatchObject({
      title: "Retired pipeline",
      published: false,
      draft: null,
    });
    expect(await snapshotTitles(h())).toEqual([]);
  });
});
