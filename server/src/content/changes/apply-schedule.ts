import { and, eq, getTableColumns, lte, or, sql } from "drizzle-orm";
import { writeAudit } from "../../audit/write-audit";
import type { Database } from "../../db/client";
import { contentSections } from "../../db/schema";
import { type ContentServices, commitChange, type Editor, type ItemChange, writeItem } from "./item-write";

const c = contentSections;
const SCHEDULE: Editor = { id: null, ip: null };
const isDue = or(lte(c.publishAt, sql`now()`), lte(c.unpublishAt, sql`now()`));
/** Which of an item's two times has come, by the database's clock (the only one every instance shares). */
const dueColumns = {
  publishDue: sql<boolean>`coalesce(${c.publishAt} <= now(), false)`,
  unpublishDue: sql<boolean>`coalesce(${c.unpublishAt} <= now(), false)`,
};

/** Ids of the items whose publish or unpublish time has come, oldest id first. */
export async function dueItemIds(db: Database): Promise<string[]> {
  const rows = await db.select({ id: c.id }).from(c).where(isDue).orderBy(c.id);
  return rows.map((row) => row.id);
}

/**
 * Carries out one item's due publish or unpublish time in its own transaction.
 * The row is locked with SKIP LOCKED and its times are cleared in the same
 * transaction, so when several instances run at once each due time is carried
 * out by exactly one of them (null here: another instance has it, or it is no
 * longer due). Publishing applies the item's draft too; unpublishing folds it
 * in (an unpublished item keeps no draft). When both times have come, the
 * later one decides whether the item ends up live. The change deploys even
 * while auto-deploy is off: an embargo or a takedown must reach visitors.
 */
export async function applySchedule(s: ContentServices, id: string): Promise<ItemChange | null> {
  const change = await commitChange(
    s,
    SCHEDULE,
    async (tx) => {
      const [due] = await tx
        .select({ ...getTableColumns(c), ...dueColumns })
        .from(c)
        .where(and(eq(c.id, id), isDue))
        .for("update", { skipLocked: true });
      if (!due) return { before: null, after: null };
      const { publishDue, unpublishDue, ...before } = due;
      const publishWins = publishDue && (!unpublishDue || before.publishAt! > before.unpublishAt!);
      const set = {
        ...(before.draft ?? {}),
        draft: null,
        published: publishWins,
        scheduleProblem: null,
        ...(publishDue ? { publishAt: null } : {}),
        ...(unpublishDue ? { unpublishAt: null } : {}),
      };
      const after = await writeItem(tx, SCHEDULE, before, set, {
        action: "content_schedule_run",
        kind: "updated",
        audit: (written) => ({
          oldValues: { published: before.published, publishAt: before.publishAt, unpublishAt: before.unpublishAt },
          newValues: {
            schedule: scheduleName(publishDue, unpublishDue),
            published: written.published,
            appliedDraft: before.draft !== null,
          },
        }),
      });
      return { before, after };
    },
    { scheduled: true },
  );
  return change.after ? change : null;
}

function scheduleName(publishDue: boolean, unpublishDue: boolean) {
  return publishDue && unpublishDue ? "publish_and_unpublish" : publishDue ? "publish" : "unpublish";
}

/**
 * A due time that cannot be carried out (say its draft's slug was taken since)
 * is cleared, so it is not retried every check, and left as a notice on the
 * item and an audit entry for the administrators to act on; the other due
 * items are not held up by it.
 */
export async function reportFailedSchedule(db: Database, id: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ publishAt: c.publishAt, unpublishAt: c.unpublishAt, ...dueColumns })
      .from(c)
      .where(and(eq(c.id, id), isDue))
      .for("update", { skipLocked: true });
    if (!before) return;
    const schedule = scheduleName(before.publishDue, before.unpublishDue);
    const when = (before.publishDue ? before.publishAt : before.unpublishAt)!.toISOString();
    await tx
      .update(c)
      .set({
        scheduleProblem: `The scheduled ${schedule.replaceAll("_", " and ")} at ${when} could not be carried out: ${reason}`,
        ...(before.publishDue ? { publishAt: null } : {}),
        ...(before.unpublishDue ? { unpublishAt: null } : {}),
      })
      .where(eq(c.id, id));
    await writeAudit(tx, {
      userId: null,
      action: "content_schedule_failed",
      resourceType: "content_section",
      resourceId: id,
      oldValues: { publishAt: before.publishAt, unpublishAt: before.unpublishAt },
      newValues: { schedule, reason },
      ip: null,
    });
  });
}
