import type { ContentItem, DeploymentsResponse } from "@helixmap/common/api";
import { API_PATHS, STAFF_PAGE_PATHS } from "@helixmap/common/api-paths";
import { AUTO_DEPLOY_DEBOUNCE_MS } from "@helixmap/common/constants";
import type { ReleaseResponse, ReleasesResponse } from "@helixmap/common/releases/releases-api";
import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { contentSections, deploymentLogs, pageDocuments, releases } from "../db/schema";
import { runDueSchedules } from "../publishing/schedule/run-schedules";
import { PAGE_SEEDS } from "../seed/page-seeds";
import { auditRows } from "../test/audit";
import { describeOnDatabases, type TestUser } from "../test/harness";

const json = <T>(body: unknown) => body as T;

describeOnDatabases("releases", (h) => {
  let admin: TestUser;
  let reviewer: TestUser;
  let partner: TestUser;

  async function create(body: Record<string, unknown>): Promise<ContentItem> {
    const res = await h().call("POST", API_PATHS.content, { body, cookie: admin.cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return json<{ item: ContentItem }>(res.body).item;
  }
  const approve = (id: string) =>
    h().call("POST", API_PATHS.approveContent(id), { body: { comment: "Fine" }, cookie: reviewer.cookie });
  async function release(body: Record<string, unknown>) {
    const res = await h().call("POST", API_PATHS.releases, { body, cookie: admin.cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return json<ReleaseResponse>(res.body).release;
  }
  const published = async (ids: string[]) =>
    (await h().services.db.select().from(contentSections).where(inArray(contentSections.id, ids))).map(
      (r) => r.published,
    );
  async function editAboutDraft(title: string) {
    const fields = { ...PAGE_SEEDS.about, title };
    const res = await h().call("PATCH", API_PATHS.page("about"), { body: { fields }, cookie: admin.cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  async function aboutTitle() {
    const [row] = await h().services.db.select().from(pageDocuments).where(eq(pageDocuments.key, "about"));
    return row!.fields.title;
  }

  beforeAll(async () => {
    admin = await h().createUser("administrator");
    reviewer = await h().createUser("administrator");
    partner = await h().createUser("partner");
  });

  // First: the only deploy requested until it has run is the release's own.
  it("goes live at its time in exactly one deploy, once, even with two schedulers", async () => {
    const first = await create({ title: "Timed item one", contentType: "publication" });
    const second = await create({ title: "Timed item two", contentType: "press_release" });
    await approve(second.id);
    await editAboutDraft("About, timed");
    const r = await release({
      name: "At nine",
      items: [first.id, second.id],
      pages: ["about"],
      publishAt: "2099-01-01T09:00:00Z",
    });
    const before = await h().services.db.select({ id: deploymentLogs.id }).from(deploymentLogs);
    await h()
      .services.db.update(releases)
      .set({ publishAt: sql`now() - interval '1 second'` })
      .where(eq(releases.id, r.id));
    const [a, b] = await Promise.all([runDueSchedules(h().services), runDueSchedules(h().services)]);
    expect([...(a.releasesPublished ?? []), ...(b.releasesPublished ?? [])]).toEqual([r.id]);
    expect(await published([first.id, second.id])).toEqual([true, true]);
    expect(await aboutTitle()).toBe("About, timed");
    expect((await auditRows(h(), "release_published")).filter((e) => e.resourceId === r.id)).toHaveLength(1);

    let added: { id: string }[] = [];
    for (let i = 0; i < 60 && added.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, AUTO_DEPLOY_DEBOUNCE_MS / 10));
      const rows = await h().services.db.select().from(deploymentLogs);
      added = rows.filter((d) => !before.some((b) => b.id === d.id) && d.status === "success");
    }
    await new Promise((resolve) => setTimeout(resolve, AUTO_DEPLOY_DEBOUNCE_MS));
    const deploys = json<DeploymentsResponse>(
      (await h().call("GET", API_PATHS.deployments, { cookie: admin.cookie })).body,
    ).deployments.filter((d) => !before.some((b) => b.id === d.id));
    expect(deploys).toHaveLength(1);
    expect(deploys[0]).toMatchObject({ status: "success", deploymentType: "content_update" });
    expect(deploys[0]!.changes?.added.map((i) => i.title).sort()).toEqual(["Timed item one", "Timed item two"]);
  });

  it("creates, lists, changes and deletes a release of items and pages, audited, for administrators only", async () => {
    const a = await create({ title: "Quarter results", contentType: "regulatory_update" });
    const made = await release({ name: "Earnings day", items: [a.id], pages: ["about"] });
    expect(made).toMatchObject({ name: "Earnings day", status: "pending", publishAt: null, problems: [] });
    expect(made.items.map((m) => m.title)).toEqual(["Quarter results"]);
    expect(made.pages.map((m) => m.ref)).toEqual(["about"]);
    expect((await auditRows(h(), "release_created"))[0]).toMatchObject({ userId: admin.id, resourceId: made.id });

    const listed = json<ReleasesResponse>((await h().call("GET", API_PATHS.releases, { cookie: admin.cookie })).body);
    expect(listed.releases.map((r) => r.id)).toContain(made.id);
    expect((await h().call("GET", API_PATHS.releases, { cookie: partner.cookie })).status).toBe(403);

    const renamed = await h().call("PATCH", API_PATHS.release(made.id), {
      body: { name: "Earnings day Q3", pages: [] },
      cookie: admin.cookie,
    });
    expect(renamed.status).toBe(200);
    expect(json<ReleaseResponse>(renamed.body).release).toMatchObject({ name: "Earnings day Q3", pages: [] });
    expect((await auditRows(h(), "release_updated"))[0]).toMatchObject({
      oldValues: { name: "Earnings day", pages: ["about"] },
      newValues: { name: "Earnings day Q3", pages: [] },
    });

    const bad = await h().call("POST", API_PATHS.releases, {
      body: { name: "", items: ["not-an-id"], pages: ["nowhere"], publishAt: "2001-01-01T00:00:00Z" },
      cookie: admin.cookie,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(json<{ error: { fields: Record<string, string> } }>(bad.body).error.fields)).toEqual(
      expect.arrayContaining(["name", "items.0", "pages.0"]),
    );
    const past = await h().call("POST", API_PATHS.releases, {
      body: { name: "Too late", publishAt: "2001-01-01T00:00:00Z" },
      cookie: admin.cookie,
    });
    expect(past.body).toMatchObject({ error: { fields: { publishAt: "Choose a time in the future" } } });

    expect((await h().call("DELETE", API_PATHS.release(made.id), { cookie: admin.cookie })).status).toBe(204);
    expect((await auditRows(h(), "release_deleted"))[0]).toMatchObject({ resourceId: made.id });
    expect((await h().call("GET", API_PATHS.release(made.id), { cookie: admin.cookie })).status).toBe(404);
  });

  it("publishes none of its members when one cannot go live, and shows why", async () => {
    const good = await create({ title: "Good member", contentType: "publication" });
    const unapproved = await create({ title: "Unapproved member", contentType: "press_release" });
    await editAboutDraft("About, with the release");
    const r = await release({ name: "All or none", items: [good.id, unapproved.id], pages: ["about"] });
    const res = await h().call("POST", API_PATHS.publishRelease(r.id), { cookie: admin.cookie });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: { code: "APPROVAL_REQUIRED" } });
    expect(await published([good.id, unapproved.id])).toEqual([false, false]);
    expect(await aboutTitle()).not.toBe("About, with the release");
    const shown = json<ReleaseResponse>(
      (await h().call("GET", API_PATHS.release(r.id), { cookie: admin.cookie })).body,
    ).release;
    expect(shown.status).toBe("failed");
    expect(shown.problems).toEqual([
      {
        member: { kind: "item", id: unapproved.id },
        title: "Unapproved member",
        reason: expect.stringContaining("approval"),
      },
    ]);
    expect((await auditRows(h(), "release_failed"))[0]).toMatchObject({ userId: admin.id, resourceId: r.id });
    // No partial write survived the refusal: no version, no audit entry of a member.
    const memberAudit = (await auditRows(h(), "content_changes_published")).filter((e) => e.resourceId === good.id);
    expect(memberAudit).toEqual([]);

    // Approved, the same release goes live as a whole.
    await approve(unapproved.id);
    const again = await h().call("POST", API_PATHS.publishRelease(r.id), { cookie: admin.cookie });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(json<ReleaseResponse>(again.body).release).toMatchObject({ status: "published", problems: [] });
    expect(await published([good.id, unapproved.id])).toEqual([true, true]);
    expect(await aboutTitle()).toBe("About, with the release");
    expect(
      (await h().call("PATCH", API_PATHS.release(r.id), { body: { name: "x" }, cookie: admin.cookie })).status,
    ).toBe(409);
  });

  it("publishes nothing when one member's content would refuse the deploy, naming the problem", async () => {
    const fine = await create({ title: "Fine member", contentType: "publication" });
    const broken = await create({ title: "Broken member", contentType: "publication", content: "{{noSuchSetting}}" });
    const r = await release({ name: "Invalid together", items: [fine.id, broken.id] });
    const res = await h().call("POST", API_PATHS.publishRelease(r.id), { cookie: admin.cookie });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: { code: "CONFLICT", message: expect.stringContaining("noSuchSetting") } });
    expect(await published([fine.id, broken.id])).toEqual([false, false]);
    const [row] = await h().services.db.select().from(releases).where(eq(releases.id, r.id));
    expect(row).toMatchObject({ status: "failed" });
    expect(row!.problems[0]!.reason).toContain("noSuchSetting");
  });

  it("refuses a time for a release whose members are not approved", async () => {
    const item = await create({ title: "Filing to schedule", contentType: "sec_filing" });
    const res = await h().call("POST", API_PATHS.releases, {
      body: { name: "Filing day", items: [item.id], publishAt: "2099-01-01T00:00:00Z" },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      error: { code: "APPROVAL_REQUIRED", message: expect.stringContaining("Filing to schedule") },
    });
  });

  it("previews the whole release at the real paths without changing anything", async () => {
    const item = await create({ title: "Previewed launch", contentType: "event", slug: "previewed-launch" });
    const r = await release({ name: "Preview me", items: [item.id] });
    const res = await fetch(h().url + STAFF_PAGE_PATHS.releasePreview(r.id, "/events/previewed-launch"), {
      headers: { cookie: admin.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).toContain("Previewed launch");
    expect(await published([item.id])).toEqual([false]);
    const denied = await fetch(h().url + STAFF_PAGE_PATHS.releasePreview(r.id, "/"), {
      headers: { cookie: partner.cookie },
    });
    expect(denied.status).toBe(403);
  });
});
