import { and, eq, isNotNull, lte, notExists, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { contentSections, pressAlertDeliveries, pressAlertReleases, pressAlertSubscribers } from "../db/schema";
import type { Logger } from "../log";
import type { Mailer } from "../mail/message";
import { pressReleaseAlertMail } from "./alert-mails";

/** A press release that a deploy has just put live. */
export interface LiveRelease {
  /** The id of its content_sections row (content type press_release). */
  id: string;
  title: string;
  summary: string;
  /** Its absolute address on the public site. */
  url: string;
}

export interface AlertDeps {
  db: Database;
  mailer: Mailer;
  log: Logger;
  /** Origin of the unsubscribe links: SITE_ORIGIN in production. */
  origin: string;
}

export interface AlertReport {
  /** Alerts handed to the mailer by this call. */
  sent: number;
  /** Alerts whose sending failed; a later call retries them. */
  failed: number;
  /** Ids that are not staff press releases (built-in releases included): never announced. */
  ignored: string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function isStaffPressRelease(db: Database, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const [row] = await db
    .select({ id: contentSections.id })
    .from(contentSections)
    .where(and(eq(contentSections.id, id), eq(contentSections.contentType, "press_release")));
  return Boolean(row);
}

/**
 * Sends every confirmed subscriber one alert per release, at most once ever
 * (decision 005). A release's first call fixes its go-live time; only people
 * who had confirmed by then are alerted, so a release that comes back after a
 * rollback reaches nobody new. Each (release, subscriber) row is claimed before
 * its mail is sent: retries, repeated deploys and concurrent instances skip
 * claimed pairs, and a failed send releases its claim for the next call.
 */
export async function sendPressReleaseAlerts(
  deps: AlertDeps,
  releases: readonly LiveRelease[],
  now = new Date(),
): Promise<AlertReport> {
  const report: AlertReport = { sent: 0, failed: 0, ignored: [] };
  for (const release of releases) {
    if (!(await isStaffPressRelease(deps.db, release.id))) {
      report.ignored.push(release.id);
      continue;
    }
    await deps.db
      .insert(pressAlertReleases)
      .values({ releaseId: release.id, title: release.title, firstLiveAt: now })
      .onConflictDoNothing();
    const [announced] = await deps.db
      .select({ firstLiveAt: pressAlertReleases.firstLiveAt })
      .from(pressAlertReleases)
      .where(eq(pressAlertReleases.releaseId, release.id));
    const recipients = await deps.db
      .select({
        id: pressAlertSubscribers.id,
        email: pressAlertSubscribers.email,
        unsubscribeToken: pressAlertSubscribers.unsubscribeToken,
      })
      .from(pressAlertSubscribers)
      .where(
        and(
          isNotNull(pressAlertSubscribers.consentedAt),
          lte(pressAlertSubscribers.consentedAt, announced!.firstLiveAt),
          notExists(
            deps.db
              .select({ one: sql`1` })
              .from(pressAlertDeliveries)
              .where(
                and(
                  eq(pressAlertDeliveries.releaseId, release.id),
                  eq(pressAlertDeliveries.subscriberId, pressAlertSubscribers.id),
                ),
              ),
          ),
        ),
      );
    for (const recipient of recipients) {
      const [claimed] = await deps.db
        .insert(pressAlertDeliveries)
        .values({ releaseId: release.id, subscriberId: recipient.id })
        .onConflictDoNothing()
        .returning({ subscriberId: pressAlertDeliveries.subscriberId });
      if (!claimed) continue;
      const pair = and(
        eq(pressAlertDeliveries.releaseId, release.id),
        eq(pressAlertDeliveries.subscriberId, recipient.id),
      );
      try {
        await deps.mailer.send(
          pressReleaseAlertMail(recipient.email, deps.origin, recipient.unsubscribeToken, release),
        );
      } catch (err) {
        await deps.db.delete(pressAlertDeliveries).where(pair);
        deps.log.error({ err, releaseId: release.id, subscriberId: recipient.id }, "press alert not sent");
        report.failed += 1;
        continue;
      }
      await deps.db.update(pressAlertDeliveries).set({ sentAt: new Date() }).where(pair);
      report.sent += 1;
    }
  }
  return report;
}
