import type { ContentItem, ContentListResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditLogs, contentSections } from "../../db/schema";
import { auditRows } from "../../test/audit";
import { describeOnDatabases, type TestUser } from "../../test/harness";
import type { Publishing } from "../deploy/publishing";
import { takeSnapshot } from "../generation/snapshot";
import { runDueSchedules, scheduleContentTimes } from "./run-schedules";

const json = <T>(body: unknown) => body as T;

/** Publishing that only records what it was told, so the test sees each contentChanged call. */
function recordingPublishing() {
  const changed: { before: string | null; after: boolean | null; actor: string | null }[] = [];
  const publishing = {
    async contentChanged(before, after, actorId) {
      changed.push({ before: before?.id ?? null, after: after?.published ?? null, actor: actorId });
    },
  } as Pick<Publishing, "contentChanged"> as Publishing;
  return { publishing, changed };
}

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
    const { publishing } = recordingPublishing();
    expect(await runDueSchedules({ db: h().services.db, publishing })).toEqual([]);
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
    const one = recordingPublishing();
    const two = recordingPublishing();
    const [a, b] = await Promise.all([
      runDueSchedules({ db: h().services.db, publishing: one.publishing }),
      runDueSchedules({ db: h().services.db, publishing: two.publishing }),
    ]);
    expect([...a, ...b].map((r) => r.after.id).sort()).toEqual([...ids].sort());
    expect([...one.changed, ...two.changed]).toHaveLength(12);
    expect([...one.changed, ...two.changed].every((c) => c.after === true && c.actor === null)).toBe(true);

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
    expect(await runDueSchedules({ db: h().services.db, publishing: one.publishing })).toEqual([]);
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
    const { publishing, changed } = recordingPublishing();
    const stop = scheduleContentTimes({ db: h().services.db, publishing, log: h().services.log });
    await stop();
    const [row] = await h().services.db.select().from(contentSections).where(eq(contentSections.id, item.id));
    expect(row).toMatchObject({
      title: "Quarterly report (final)",
      published: false,
      draft: null,
      publishAt: null,
      unpublishAt: null,
    });
    expect(changed).toEqual([{ before: item.id, after: false, actor: null }]);
    const [entry] = await auditRows(h(), "content_schedule_run");
    expect(entry).toMatchObject({
      resourceId: item.id,
      userId: null,
      newValues: { schedule: "publish_and_unpublish", published: false, appliedDraft: true },
    });
    expect((await takeSnapshot(h().services.db)).items.map((i) => i.id)).not.toContain(item.id);
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
