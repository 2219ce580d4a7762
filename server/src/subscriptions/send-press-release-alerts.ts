import { and, asc, eq, isNull, lt, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { contentSections, pressAlertDeliveries, pressAlertReleases, pressAlertSubscribers } from "../db/schema";
import type { Logger } from "../log";
import type { Mailer } from "../mail/message";
import { pressReleaseAlertMail } from "./alert-mails";
import { hashToken, newToken } from "./tokens";

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

/** How often a failed alert is tried again: after baseMs, then twice as long each time, at most maxAttempts sends. */
export interface AlertRetry {
  baseMs: number;
  maxAttempts: number;
}

export interface QueueReport {
  /** Alerts newly waiting for the job. */
  queued: number;
  /** Ids that are not staff press releases (built-in releases included): never announced. */
  ignored: string[];
}

export interface AlertRunReport {
  /** Alerts handed to the mail server by this run. */
  sent: number;
  /** Sends that failed in this run (each is tried again later unless it used its last attempt). */
  failed: number;
  /** Of those, the ones that used their last attempt and are not tried again. */
  gaveUp: number;
}

const d = pressAlertDeliveries;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CLAIM_BATCH = 50;
const LONGEST_BACKOFF_MS = 6 * 60 * 60_000;

async function isStaffPressRelease(db: Database, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const [row] = await db
    .select({ id: contentSections.id })
    .from(contentSections)
    .where(and(eq(contentSections.id, id), eq(contentSections.contentType, "press_release")));
  return Boolean(row);
}

/**
 * Records the alerts a deploy owes, without sending any (decision 005): a
 * release's first call fixes its go-live time, and one delivery row per
 * subscriber confirmed by then is added unless the pair has one already. So
 * retried and repeated deploys add nothing, and a release that comes back
 * after a rollback reaches nobody new. The alert job sends the rows.
 */
export async function queuePressReleaseAlerts(
  db: Database,
  releases: readonly LiveRelease[],
  now = new Date(),
): Promise<QueueReport> {
  const report: QueueReport = { queued: 0, ignored: [] };
  for (const release of releases) {
    if (!(await isStaffPressRelease(db, release.id))) {
      report.ignored.push(release.id);
      continue;
    }
    const text = { title: release.title, summary: release.summary, url: release.url };
    await db
      .insert(pressAlertReleases)
      .values({ releaseId: release.id, ...text, firstLiveAt: now })
      .onConflictDoUpdate({ target: pressAlertReleases.releaseId, set: text });
    const result = (await db.execute(sql`
      insert into press_alert_deliveries (release_id, subscriber_id, next_attempt_at)
      select r.release_id, s.id, ${now.toISOString()}::timestamptz
      from press_alert_releases r
      join press_alert_subscribers s on s.consented_at is not null and s.consented_at <= r.first_live_at
      where r.release_id = ${release.id}
      on conflict do nothing
      returning subscriber_id`)) as unknown as { rows: unknown[] };
    report.queued += result.rows.length;
  }
  return report;
}

interface ClaimedAlert {
  releaseId: string;
  subscriberId: string;
  attempts: number;
  email: string;
  title: string;
  summary: string;
  url: string;
  unsubscribeToken: string;
}

/**
 * Claims up to one batch of due alerts in one transaction. SKIP LOCKED lets
 * instances running at once take different rows, and the claim is committed
 * before any mail goes out. Each claimed alert gets a fresh unsubscribe token,
 * stored only as its hash.
 */
async function claimDueAlerts(db: Database, retry: AlertRetry, now: Date): Promise<ClaimedAlert[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        releaseId: d.releaseId,
        subscriberId: d.subscriberId,
        attempts: d.attempts,
        email: pressAlertSubscribers.email,
        title: pressAlertReleases.title,
        summary: pressAlertReleases.summary,
        url: pressAlertReleases.url,
      })
      .from(d)
      .innerJoin(pressAlertSubscribers, eq(pressAlertSubscribers.id, d.subscriberId))
      .innerJoin(pressAlertReleases, eq(pressAlertReleases.releaseId, d.releaseId))
      .where(and(isNull(d.claimedAt), isNull(d.sentAt), lte(d.nextAttemptAt, now), lt(d.attempts, retry.maxAttempts)))
      .orderBy(asc(d.nextAttemptAt))
      .limit(CLAIM_BATCH)
      .for("update", { of: d, skipLocked: true });
    const claimed: ClaimedAlert[] = [];
    for (const alert of due) {
      const unsubscribeToken = newToken();
      await tx
        .update(d)
        .set({ claimedAt: new Date(), attempts: alert.attempts + 1, unsubscribeTokenHash: hashToken(unsubscribeToken) })
        .where(and(eq(d.releaseId, alert.releaseId), eq(d.subscriberId, alert.subscriberId)));
      claimed.push({ ...alert, attempts: alert.attempts + 1, unsubscribeToken });
    }
    return claimed;
  });
}

const backoffMs = (retry: AlertRetry, attempts: number) =>
  Math.min(retry.baseMs * 2 ** (attempts - 1), LONGEST_BACKOFF_MS);

/**
 * The alert job's run: sends every alert that is due, batch by batch, at most
 * once each (decision 005). After a send the row is marked sent; after a
 * failure the claim is released and the next attempt backs off, until the
 * attempt limit. A claim left by a crash between the mail server's acceptance
 * and the `sent_at` update is never retried: one missed alert is better than two.
 */
export async function sendDueAlerts(deps: AlertDeps, retry: AlertRetry, now = new Date()): Promise<AlertRunReport> {
  const report: AlertRunReport = { sent: 0, failed: 0, gaveUp: 0 };
  for (;;) {
    const batch = await claimDueAlerts(deps.db, retry, now);
    if (batch.length === 0) return report;
    for (const alert of batch) {
      const pair = and(eq(d.releaseId, alert.releaseId), eq(d.subscriberId, alert.subscriberId));
      try {
        await deps.mailer.send(pressReleaseAlertMail(alert.email, deps.origin, alert.unsubscribeToken, alert));
      } catch (err) {
        const last = alert.attempts >= retry.maxAttempts;
        await deps.db
          .update(d)
          .set({
            claimedAt: null,
            unsubscribeTokenHash: null,
            nextAttemptAt: new Date(now.getTime() + backoffMs(retry, alert.attempts)),
          })
          .where(pair);
        const where = { releaseId: alert.releaseId, subscriberId: alert.subscriberId, attempts: alert.attempts };
        const code = (err as { code?: unknown }).code;
        if (last) deps.log.error({ ...where, code }, "press alert not sent; no attempts left");
        else deps.log.warn({ ...where, code }, "press alert not sent; it will be tried again");
        report.failed += 1;
        if (last) report.gaveUp += 1;
        continue;
      }
      await deps.db.update(d).set({ sentAt: new Date() }).where(pair);
      report.sent += 1;
    }
  }
}
