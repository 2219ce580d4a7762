import { SCHEDULE_CHECK_MS } from "@helixmap/common/constants";
import { asc, eq, getTableColumns, lte, or, sql } from "drizzle-orm";
import { writeAudit } from "../../audit/write-audit";
import { recordVersion } from "../../content/versions/record-version";
import { contentSections } from "../../db/schema";
import type { Services } from "../../services";

type ContentRow = typeof contentSections.$inferSelect;
const c = contentSections;

/** What one run did to one item: the item before and after, for the deploy that follows. */
export interface ScheduleRun {
  before: ContentRow;
  after: ContentRow;
}

/**
 * Carries out every publish and unpublish time that has come, in one
 * transaction. The due rows are locked with SKIP LOCKED and their times are
 * cleared in the same transaction, so when several instances run this at once
 * each due time is carried out by exactly one of them; a time that came while
 * no server ran is simply due at the next run. Publishing applies the item's
 * draft too; unpublishing folds it in (an unpublished item keeps no draft).
 * When both times have come, the later one decides whether the item ends up live.
 */
export async function runDueSchedules(s: Pick<Services, "db" | "publishing">): Promise<ScheduleRun[]> {
  const runs = await s.db.transaction(async (tx) => {
    const due = await tx
      .select({
        ...getTableColumns(c),
        publishDue: sql<boolean>`coalesce(${c.publishAt} <= now(), false)`,
        unpublishDue: sql<boolean>`coalesce(${c.unpublishAt} <= now(), false)`,
      })
      .from(c)
      .where(or(lte(c.publishAt, sql`now()`), lte(c.unpublishAt, sql`now()`)))
      .orderBy(asc(c.id))
      .for("update", { skipLocked: true });
    const done: ScheduleRun[] = [];
    for (const { publishDue, unpublishDue, ...before } of due) {
      const publishWins = publishDue && (!unpublishDue || before.publishAt! > before.unpublishAt!);
      const [after] = await tx
        .update(c)
        .set({
          ...(before.draft ?? {}),
          draft: null,
          published: publishWins,
          ...(publishDue ? { publishAt: null } : {}),
          ...(unpublishDue ? { unpublishAt: null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(c.id, before.id))
        .returning();
      await recordVersion(tx, after!, { actorId: null, kind: "updated" });
      await writeAudit(tx, {
        userId: null,
        action: "content_schedule_run",
        resourceType: "content_section",
        resourceId: before.id,
        oldValues: { published: before.published, publishAt: before.publishAt, unpublishAt: before.unpublishAt },
        newValues: {
          schedule: publishDue && unpublishDue ? "publish_and_unpublish" : publishDue ? "publish" : "unpublish",
          published: after!.published,
          appliedDraft: before.draft !== null,
        },
        ip: null,
      });
      done.push({ before, after: after! });
    }
    return done;
  });
  for (const run of runs) await s.publishing.contentChanged(run.before, run.after, null);
  return runs;
}

/** Runs due schedules now (so times that came while the server was down run at start) and then every SCHEDULE_CHECK_MS; the returned function stops it. */
export function scheduleContentTimes(s: Pick<Services, "db" | "publishing" | "log">): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const check = () => {
    if (busy) return;
    busy = true;
    running = runDueSchedules(s).then(
      (runs) => {
        busy = false;
        if (runs.length > 0) s.log.info({ count: runs.length }, "scheduled publish and unpublish times carried out");
      },
      (err) => {
        busy = false;
        s.log.error({ err }, "scheduled publishing check failed");
      },
    );
  };
  check();
  const timer = setInterval(check, SCHEDULE_CHECK_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
