import { SCHEDULE_CHECK_MS } from "@helixmap/common/constants";
import { ApiProblem } from "../../api/errors";
import { applySchedule, dueItemIds, reportFailedSchedule } from "../../content/changes/apply-schedule";
import type { ItemChange } from "../../content/changes/item-write";
import { applyPageSchedule, duePageKeys, reportFailedPageSchedule } from "../../pages/changes/apply-page-schedule";
import { dueReleaseIds, publishRelease } from "../../releases/publish-release";
import type { Services } from "../../services";

/** What one run did: each item carried out, before and after, and the ids (or page keys) whose due time failed. */
export interface ScheduleRun {
  applied: ItemChange[];
  pagesPublished: string[];
  failed: string[];
  /** Releases this run made live, and those that could not go live (their reasons are on the release). */
  releasesPublished?: string[];
}

function reasonOf(err: unknown): string {
  if (err instanceof ApiProblem) return err.fields?.slug ? `${err.message} (slug)` : err.message;
  return err instanceof Error ? err.message : String(err);
}

/**
 * Carries out every publish and unpublish time that has come, each item on
 * its own (content/changes/apply-schedule.ts): one item that cannot be
 * published is reported and skipped, never blocking the others.
 */
export async function runDueSchedules(s: Pick<Services, "db" | "publishing" | "log">): Promise<ScheduleRun> {
  const run: ScheduleRun = { applied: [], pagesPublished: [], failed: [] };
  for (const id of await dueItemIds(s.db)) {
    try {
      const change = await applySchedule(s, id);
      if (change) run.applied.push(change);
    } catch (err) {
      s.log.error({ err, contentId: id }, "a scheduled publish or unpublish failed");
      await reportFailedSchedule(s.db, id, reasonOf(err));
      run.failed.push(id);
    }
  }
  for (const key of await duePageKeys(s.db)) {
    try {
      await applyPageSchedule(s, key);
      run.pagesPublished.push(key);
    } catch (err) {
      s.log.error({ err, page: key }, "a scheduled page publish failed");
      await reportFailedPageSchedule(s.db, key, reasonOf(err));
      run.failed.push(key);
    }
  }
  // Each due release in its own transaction, all of its members or none (releases/publish-release.ts).
  const released: string[] = [];
  for (const id of await dueReleaseIds(s.db)) {
    const outcome = await publishRelease(s, { id: null, ip: null }, id, true);
    if (outcome?.status === "published") released.push(id);
    if (outcome?.status === "failed") run.failed.push(id);
  }
  if (released.length > 0) run.releasesPublished = released;
  return run;
}

/** Runs due schedules now (so times that came while the server was down run at start) and then every SCHEDULE_CHECK_MS; the returned function stops it. */
export function scheduleContentTimes(s: Pick<Services, "db" | "publishing" | "log" | "metrics">): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const check = () => {
    if (busy) return;
    busy = true;
    running = runDueSchedules(s).then(
      (run) => {
        busy = false;
        s.metrics.scheduledRuns.inc({ job: "content_schedule", outcome: run.failed.length > 0 ? "failed" : "ok" });
        if (run.applied.length + run.pagesPublished.length > 0) {
          s.log.info(
            { count: run.applied.length, pages: run.pagesPublished },
            "scheduled publish and unpublish times carried out",
          );
        }
      },
      (err) => {
        busy = false;
        s.metrics.scheduledRuns.inc({ job: "content_schedule", outcome: "failed" });
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
