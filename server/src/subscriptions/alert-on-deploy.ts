import { inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { contentSections } from "../db/schema";
import type { Logger } from "../log";
import type { Mailer } from "../mail/message";
import type { Publishing } from "../publishing/deploy/publishing";
import { sendPressReleaseAlerts } from "./send-press-release-alerts";

/**
 * After each successful deploy, the press releases it added to the public site
 * are announced to confirmed subscribers (at most once each; decision 005).
 */
export function alertOnDeploy(deps: {
  publishing: Publishing;
  db: Database;
  mailer: Mailer;
  log: Logger;
  siteOrigin: string;
}): void {
  const origin = new URL(deps.siteOrigin).origin;
  deps.publishing.onDeployed(async (deploymentId, changes) => {
    const added = changes.added.filter((item) => item.contentType === "press_release");
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
    const report = await sendPressReleaseAlerts(
      { db: deps.db, mailer: deps.mailer, log: deps.log, origin },
      added.map((item) => ({
        id: item.id,
        title: item.title,
        summary: summaries.get(item.id) ?? "",
        url: `${origin}${item.path}`,
      })),
    );
    deps.log.info({ deploymentId, sent: report.sent, failed: report.failed }, "press-release alerts sent");
  });
}
