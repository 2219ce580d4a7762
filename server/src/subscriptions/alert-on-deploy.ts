import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { auditLogs, contentSections } from "../db/schema";
import type { Logger } from "../log";
import type { Publishing } from "../publishing/deploy/publishing";
import type { PressAlertJob } from "./alert-job";
import { queuePressReleaseAlerts } from "./send-press-release-alerts";

/**
 * After each successful deploy, the press releases it added to the public site
 * are queued for confirmed subscribers (at most once each; decision 005) and
 * the alert job is poked: the deploy never waits for mail.
 */
export function alertOnDeploy(deps: {
  publishing: Publishing;
  db: Database;
  log: Logger;
  siteOrigin: string;
  alerts: PressAlertJob;
}): void {
  const origin = new URL(deps.siteOrigin).origin;
  deps.publishing.onDeployed(async (deploymentId, changes) => {
    const releases = changes.added.filter((item) => item.contentType === "press_release");
    if (releases.length === 0) return;
    // Releases the seed brought (an upgraded site's first deploy shows its old ones) are not news.
    const seeded = new Set(
      (
        await deps.db
          .select({ id: auditLogs.resourceId })
          .from(auditLogs)
          .where(
            and(
              eq(auditLogs.action, "content_seeded"),
              inArray(
                auditLogs.resourceId,
                releases.map((item) => item.id),
              ),
            ),
          )
      ).map((row) => row.id),
    );
    const added = releases.filter((item) => !seeded.has(item.id));
    if (added.length === 0) return;
    const summaries = new Map(
      (
        await deps.db
          .select({ id: contentSections.id, summary: contentSections.summary })
          .from(contentSections)
          .where(
            inArray(
              contentSections.id,
              added.map((item) => item.id),
            ),
          )
      ).map((row) => [row.id, row.summary]),
    );
    const report = await queuePressReleaseAlerts(
      deps.db,
      added.map((item) => ({
        id: item.id,
        title: item.title,
        summary: summaries.get(item.id) ?? "",
        url: `${origin}${item.path}`,
      })),
    );
    deps.log.info({ deploymentId, queued: report.queued }, "press-release alerts queued");
    deps.alerts.poke();
  });
}
