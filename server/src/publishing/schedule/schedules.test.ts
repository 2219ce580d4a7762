import type { ContentItem, ContentListResponse, DeploymentsResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { AUTO_DEPLOY_DEBOUNCE_MS } from "@helixmap/common/constants";
import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditLogs, contentSections } from "../../db/schema";
import { auditRows } from "../../test/audit";
import { describeOnDatabases, type TestUser } from "../../test/harness";
import { publishWithoutApproval } from "../../test/review";
import { takeSnapshot } from "../generation/snapshot";
import { runDueSchedules, scheduleContentTimes } from "./run-schedules";

const json = <T>(body: unknown) => body as T;

describeOnDatabases("scheduled publishing", (h) => {
  let admin: TestUser;

  async function create(body: Record<string, unknown>): Promise<ContentItem> {
    const res = await h().call("POST", API_PATHS.content, { body, cookie: admin.cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return json<{ item: ContentItem }>(res.body).item;
  }

  /** Moves an item's times into the past, as if they came while no scheduler ran. */
  async function makeDue(ids: string[], column: "publishAt" | "unpublishAt") {
    await h()
      .services.db.update(contentSections)
      .set({ [column]: sql`now() - interval '1 minute'` })
      .where(inArray(contentSections.id, ids));
  }

  beforeAll(async () => {
    admin = await h().createUser("administrator");
    await publishWithoutApproval(h());
  });

  it("saves publish and unpublish times in UTC, audited with the save, and lists the item as scheduled", async () => {
    const item = await create({ title: "Embargoed results", visibility: "public" });
    const res = await h().call("PATCH", API_PATHS.contentItem(item.id), {
      body: { publishAt: "2099-03-01T09:30:00+01:00", unpublishAt: "2099-04-01T08:30:00Z" },
      cookie: admin.cookie,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(json<{ item: ContentItem }>(res.body).item).toMatchObject({
      publishAt: "2099-03-01T08:30:00.000Z",
      unpublishAt: "2099-04-01T08:30:00.000Z",
      published: false,
    });
    const [entry] = await auditRows(h(), "content_updated");
    expect(entry).toMatchObject({
      userId: admin.id,
      resourceId: item.id,
      newValues: { publishAt: "2099-03-01T08:30:00.000Z", unpublishAt: "2099-04-01T08:30:00.000Z" },
    });
    const list = json<ContentListResponse>(
      (await h().call("GET", API_PATHS.contentPage({ state: "scheduled" }), { cookie: admin.cookie })).body,
    );
    expect(list.items.map((i) => [i.id, i.publishAt])).toEqual([[item.id, "2099-03-01T08:30:00.000Z"]]);
    expect(list.counts?.state.scheduled).toBe(1);
    // A time not yet come is left alone.
    expect(await runDueSchedules(h().services)).toEqual({ applied: [], pagesPublished: [], failed: [] });
    await h().call("PATCH", API_PATHS.contentItem(item.id), {
      body: { publishAt: null, unpublishAt: null },
      cookie: admin.cookie,
    });
  });

  it("carries out each due time exactly once when two schedulers run at the same moment", async () => {
    const items = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        create({ title: `Scheduled release ${i}`, visibility: "public", publishAt: "2099-01-01T00:00:00Z" }),
      ),
    );
    const ids = items.map((i) => i.id);
    await makeDue(ids, "publishAt");
    const [a, b] = await Promise.all([runDueSchedules(h().services), runDueSchedules(h().services)]);
    const applied = [...a.applied, ...b.applied];
    expect(applied.map((r) => r.after!.id).sort()).toEqual([...ids].sort());
    expect(applied.every((r) => r.after!.published)).toBe(true);

    const runs = await h().services.db.select().from(auditLogs).where(inArray(auditLogs.resourceId, ids));
    const scheduleRuns = runs.filter((r) => r.action === "content_schedule_run");
    expect(scheduleRuns).toHaveLength(12);
    expect(new Set(scheduleRuns.map((r) => r.resourceId)).size).toBe(12);
    expect(scheduleRuns[0]).toMatchObject({ userId: null, newValues: { schedule: "publish", published: true } });

    const rows = await h().services.db.select().from(contentSections).where(inArray(contentSections.id, ids));
    expect(rows.every((r) => r.published && r.publishAt === null)).toBe(true);
    const titles = (await takeSnapshot(h().services.db)).items.map((i) => i.title);
    expect(titles).toEqual(expect.arrayContaining(items.map((i) => i.title)));

    // A second look finds nothing left to do.
    expect(await runDueSchedules(h().services)).toEqual({ applied: [], pagesPublished: [], failed: [] });
  });

  it("runs at start-up a time that came while the server was down, publishing the item's draft with it", async () => {
    const item = await create({ title: "Quarterly report", visibility: "public", published: true });
    await h().call("PATCH", API_PATHS.contentItem(item.id), {
      body: { title: "Quarterly report (final)", unpublishAt: "2099-01-01T00:00:00Z" },
      cookie: admin.cookie,
    });
    await h().call("PATCH", API_PATHS.contentItem(item.id), {
      body: { publishAt: "2099-01-01T00:00:00Z" },
      cookie: admin.cookie,
    });
    // The publish time came first and the unpublish time later: the item ends up unpublished, the draft folded in.
    await h()
      .services.db.update(contentSections)
      .set({ publishAt: sql`now() - interval '2 minutes'`, unpublishAt: sql`now() - interval '1 minute'` })
      .where(eq(contentSections.id, item.id));
    const stop = scheduleContentTimes(h().services);
    await stop();
    const [row] = await h().services.db.select().from(contentSections).where(eq(contentSections.id, item.id));
    expect(row).toMatchObject({
      title: "Quarterly report (final)",
      published: false,
      draft: null,
      publishAt: null,
      unpublishAt: null,
    });
    const [entry] = await auditRows(h(), "content_schedule_run");
    expect(entry).toMatchObject({
      resourceId: item.id,
      userId: null,
      newValues: { schedule: "publish_and_unpublish", published: false, appliedDraft: true },
    });
    expect((await takeSnapshot(h().services.db)).items.map((i) => i.id)).not.toContain(item.id);
  });

  it("deploys a due publish while auto-deploy is off, so the embargoed release reaches visitors", async () => {
    const settings = await h().call("GET", API_PATHS.deploymentSettings, { cookie: admin.cookie });
    expect(json<{ settings: { autoDeploy: boolean } }>(settings.body).settings.autoDeploy).toBe(false);
    const item = await create({
      title: "Embargo lifted on the pipeline update",
      contentType: "press_release",
      visibility: "public",
      publishAt: "2099-01-01T00:00:00Z",
    });
    await makeDue([item.id], "publishAt");
    await runDueSchedules(h().services);
    const deployed = async () =>
      json<DeploymentsResponse>(
        (await h().call("GET", API_PATHS.deployments, { cookie: admin.cookie })).body,
      ).deployments.find((d) => d.status === "success" && d.changes?.added.some((a) => a.title === item.title));
    let deployment = await deployed();
    for (let i = 0; i < 60 && !deployment; i++) {
      await new Promise((r) => setTimeout(r, AUTO_DEPLOY_DEBOUNCE_MS / 10));
      deployment = await deployed();
    }
    expect(deployment).toMatchObject({ deploymentType: "content_update", triggeredBy: null });
    const page = await fetch(`${h().url}/press-releases`, { redirect: "manual" });
    expect(await page.text()).toContain(item.title);
  });

  it("refuses a schedule on an item whose draft slug another item has taken since", async () => {
    const live = await create({ title: "Live notice", visibility: "public", published: true });
    const draft = await h().call("PATCH", API_PATHS.contentItem(live.id), {
      body: { slug: "renamed-notice" },
      cookie: admin.cookie,
    });
    expect(draft.status).toBe(200);
    await create({ title: "Another notice", slug: "renamed-notice" });
    const res = await h().call("PATCH", API_PATHS.contentItem(live.id), {
      body: { publishAt: "2099-01-01T00:00:00Z" },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(409);
    expect(json<{ error: { fields: Record<string, string> } }>(res.body).error.fields).toHaveProperty("slug");
  });

  it("carries out the other due items when one cannot be, and reports that one on the item and in the audit log", async () => {
    const blocked = await create({ title: "Blocked update", visibility: "public", published: true });
    await h().call("PATCH", API_PATHS.contentItem(blocked.id), {
      body: { slug: "contested-slug", publishAt: "2099-01-01T00:00:00Z" },
      cookie: admin.cookie,
    });
    // Taken after the schedule was set: only the run itself can find the conflict.
    await create({ title: "Contested", slug: "contested-slug" });
    const fine = await create({ title: "Unblocked release", visibility: "public", publishAt: "2099-01-01T00:00:00Z" });
    await makeDue([blocked.id, fine.id], "publishAt");

    const run = await runDueSchedules(h().services);
    expect(run.failed).toEqual([blocked.id]);
    expect(run.applied.map((r) => r.after!.id)).toEqual([fine.id]);

    const item = async (id: string) =>
      json<{ item: ContentItem }>((await h().call("GET", API_PATHS.contentItem(id), { cookie: admin.cookie })).body)
        .item;
    expect(await item(fine.id)).toMatchObject({ published: true, publishAt: null, scheduleProblem: null });
    const stuck = await item(blocked.id);
    expect(stuck).toMatchObject({ publishAt: null, draft: { slug: "contested-slug" } });
    expect(stuck.scheduleProblem).toMatch(/scheduled publish at .* could not be carried out: .*slug/);
    const [entry] = await auditRows(h(), "content_schedule_failed");
    expect(entry).toMatchObject({ resourceId: blocked.id, userId: null, newValues: { schedule: "publish" } });
    // Cleared, so the next checks do not fail on it again and again.
    expect(await runDueSchedules(h().services)).toEqual({ applied: [], pagesPublished: [], failed: [] });
    // The editor's next save answers the notice.
    await h().call("PATCH", API_PATHS.contentItem(blocked.id), {
      body: { slug: "blocked-update-2" },
      cookie: admin.cookie,
    });
    expect((await item(blocked.id)).scheduleProblem).toBeNull();
  });

  it("refuses a schedule time that is not an instant", async () => {
    const res = await h().call("POST", API_PATHS.content, {
      body: { title: "Bad time", publishAt: "tomorrow" },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(400);
    expect(json<{ error: { fields: Record<string, string> } }>(res.body).error.fields).toHaveProperty("publishAt");
  });
});
