import { createHash } from "node:crypto";
import type { ContentItem } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { PRESS_ALERT_PATHS } from "@helixmap/common/routes";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { pressAlertDeliveries, pressAlertSubscribers } from "../db/schema";
import type { MailMessage } from "../mail/message";
import { auditRows } from "../test/audit";
import { describeOnDatabases, type Harness, type TestUser } from "../test/harness";
import { publishWithoutApproval } from "../test/review";
import { type LiveRelease, queuePressReleaseAlerts } from "./send-press-release-alerts";
import { requestSubscription } from "./subscribers";

const P = API_PATHS.pressAlerts;
let counter = 0;
const address = () => `reader-${++counter}-${Date.now()}@test.helixmap.example`;

function tokenIn(message: MailMessage | undefined, path: string): string {
  const link = message?.links.find((l) => new URL(l).pathname === path);
  if (!link) throw new Error(`no ${path} link in ${JSON.stringify(message)}`);
  return new URL(link).searchParams.get("token")!;
}

function lastMailTo(h: Harness, to: string) {
  return h.mail.filter((m) => m.to === to).at(-1);
}

async function subscribeAndConfirm(h: Harness, email = address()): Promise<string> {
  expect((await h.call("POST", P.subscribe, { body: { email } })).status).toBe(202);
  const token = tokenIn(lastMailTo(h, email), PRESS_ALERT_PATHS.confirm);
  expect((await h.call("POST", P.confirm, { body: { token } })).status).toBe(200);
  return email;
}

async function createRelease(h: Harness, admin: TestUser, title: string) {
  const res = await h.call("POST", API_PATHS.content, {
    body: { title, contentType: "press_release", published: true, content: `${title} body` },
    cookie: admin.cookie,
  });
  expect(res.status).toBe(201);
  const { item } = res.body as { item: ContentItem };
  return { id: item.id, title, summary: `${title} summary`, url: `${h.url}/press-releases#${item.slug}` };
}

/** What a deploy does (queue) and then the alert job's run. */
async function announce(h: Harness, releases: LiveRelease[], now?: Date) {
  const queue = await queuePressReleaseAlerts(h.services.db, releases, now);
  return { ...queue, ...(await h.services.pressAlerts.run()) };
}

function alertsTo(mail: MailMessage[], title: string) {
  return mail.filter((m) => m.subject.endsWith(title));
}

describeOnDatabases("press-release alerts", (h) => {
  let admin: TestUser;
  let partner: TestUser;

  beforeAll(async () => {
    admin = await h().createUser("administrator");
    await publishWithoutApproval(h());
    partner = await h().createUser("partner");
  });

  it("subscribing mails a single-use confirmation link; confirming stores the consent time", async () => {
    const email = address();
    const res = await h().call("POST", P.subscribe, { body: { email: email.toUpperCase() } });
    expect(res.status).toBe(202);
    const [pending] = await h()
      .services.db.select()
      .from(pressAlertSubscribers)
      .where(eq(pressAlertSubscribers.email, email));
    expect(pending?.consentedAt).toBeNull();
    const token = tokenIn(lastMailTo(h(), email), PRESS_ALERT_PATHS.confirm);
    expect(pending?.confirmTokenHash).not.toBe(token);

    const before = Date.now();
    expect((await h().call("POST", P.confirm, { body: { token } })).status).toBe(200);
    const [row] = await h()
      .services.db.select()
      .from(pressAlertSubscribers)
      .where(eq(pressAlertSubscribers.email, email));
    expect(row?.consentedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.consentIp).toBe("127.0.0.1");
    const [entry] = await auditRows(h(), "press_alert_confirmed");
    expect(entry).toMatchObject({ resourceType: "press_alert_subscriber", resourceId: row?.id });

    const again = await h().call("POST", P.confirm, { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: { code: "INVALID_TOKEN" } });
  });

  it("refuses an expired confirmation link", async () => {
    const email = address();
    const token = await requestSubscription(h().services.db, email, null, new Date(Date.now() - 25 * 3600_000));
    const res = await h().call("POST", P.confirm, { body: { token } });
    expect(res.body).toMatchObject({ error: { code: "TOKEN_EXPIRED" } });
  });

  it("a filled honeypot stores nothing and mails nothing, yet answers alike", async () => {
    const email = address();
    const res = await h().call("POST", P.subscribe, { body: { email, website: "http://spam.example" } });
    expect(res.status).toBe(202);
    expect(lastMailTo(h(), email)).toBeUndefined();
    expect(
      await h().services.db.select().from(pressAlertSubscribers).where(eq(pressAlertSubscribers.email, email)),
    ).toEqual([]);
  });

  it("mails one confirmation a minute per address, and none to a confirmed address", async () => {
    const email = address();
    expect((await h().call("POST", P.subscribe, { body: { email } })).status).toBe(202);
    const second = await h().call("POST", P.subscribe, { body: { email } });
    expect(second.status).toBe(429);
    expect(second.headers.get("retry-after")).toMatch(/^\d+$/);

    const confirmed = await subscribeAndConfirm(h());
    await h().services.counters.reset(`press-alert-mail:${confirmed}`);
    const sent = h().mail.length;
    expect((await h().call("POST", P.subscribe, { body: { email: confirmed } })).status).toBe(202);
    expect(h().mail.length).toBe(sent);
  });

  it("shows administrators the count and an audited CSV export; others are refused", async () => {
    const email = await subscribeAndConfirm(h());
    const summary = await h().call("GET", P.subscribers, { cookie: admin.cookie });
    expect(summary.status).toBe(200);
    expect((summary.body as { confirmed: number }).confirmed).toBeGreaterThanOrEqual(1);
    expect((await h().call("GET", P.subscribers, { cookie: partner.cookie })).status).toBe(403);
    expect((await h().call("GET", P.subscribersExport)).status).toBe(401);
    expect((await h().call("GET", P.subscribersExport, { cookie: partner.cookie })).status).toBe(403);

    const csv = await h().call("GET", P.subscribersExport, { cookie: admin.cookie });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = String(csv.body).trimEnd().split("\r\n");
    expect(lines[0]).toBe("email,consented_at,consent_ip");
    expect(lines.some((l) => l.startsWith(`${email},20`))).toBe(true);
    const [entry] = await auditRows(h(), "press_alert_subscribers_exported");
    expect(entry).toMatchObject({ userId: admin.id, newValues: { rows: lines.length - 1 } });
  });

  it("alerts each confirmed subscriber once per release, with one-click unsubscribe headers", async () => {
    const first = await subscribeAndConfirm(h());
    const pending = address();
    await h().call("POST", P.subscribe, { body: { email: pending } });
    const release = await createRelease(h(), admin, "Alert Once");

    const report = await announce(h(), [release]);
    expect(report.failed).toBe(0);
    const alerts = alertsTo(h().mail, "Alert Once");
    expect(alerts.map((m) => m.to)).toContain(first);
    expect(alerts.map((m) => m.to)).not.toContain(pending);
    expect(report.sent).toBe(alerts.length);
    const alert = alerts.find((m) => m.to === first)!;
    expect(alert.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // Links name the configured site origin, never the address the request came in on.
    expect(alert.headers?.["List-Unsubscribe"]).toMatch(
      new RegExp(`^<${h().services.env.SITE_ORIGIN}/api/press-alerts/unsubscribe/[\\w-]+>$`),
    );
    expect(alert.text).toContain(release.url);

    // A retried deploy, a rollback and a redeploy: nobody hears twice, and a newcomer hears nothing old.
    await subscribeAndConfirm(h());
    const later = new Date(Date.now() + 60_000);
    expect(await announce(h(), [release], later)).toMatchObject({ queued: 0, sent: 0 });
    expect(await announce(h(), [release, release], later)).toMatchObject({ queued: 0, sent: 0 });
    expect(alertsTo(h().mail, "Alert Once").length).toBe(alerts.length);
  });

  it("never announces built-in releases or other content", async () => {
    await subscribeAndConfirm(h());
    const page = await h().call("POST", API_PATHS.content, { body: { title: "Not a release" }, cookie: admin.cookie });
    const pageId = (page.body as { item: ContentItem }).item.id;
    const builtIn = { id: "series-a-announcement", title: "Built in", summary: "s", url: `${h().url}/press-releases` };
    const report = await announce(h(), [builtIn, { ...builtIn, id: pageId, title: "Page" }]);
    expect(report).toEqual({ queued: 0, sent: 0, failed: 0, gaveUp: 0, ignored: ["series-a-announcement", pageId] });
  });

  it("one-click unsubscribe (RFC 8058 form POST) removes the subscriber, who gets no further alerts", async () => {
    const email = await subscribeAndConfirm(h());
    const release = await createRelease(h(), admin, "Before Leaving");
    await announce(h(), [release]);
    const alert = alertsTo(h().mail, "Before Leaving").find((m) => m.to === email)!;
    const target = new URL(new URL(alert.headers!["List-Unsubscribe"]!.slice(1, -1)).pathname, h().url);
    const res = await fetch(target, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(
      await h().services.db.select().from(pressAlertSubscribers).where(eq(pressAlertSubscribers.email, email)),
    ).toEqual([]);
    const [entry] = await auditRows(h(), "press_alert_unsubscribed");
    expect(entry?.resourceType).toBe("press_alert_subscriber");

    const next = await createRelease(h(), admin, "After Leaving");
    await announce(h(), [next]);
    expect(alertsTo(h().mail, "After Leaving").some((m) => m.to === email)).toBe(false);

    // The body's link leads to a page that posts the token as JSON; a used token still answers ok.
    const token = tokenIn(alert, PRESS_ALERT_PATHS.unsubscribe);
    expect((await h().call("POST", P.unsubscribe, { body: { token } })).status).toBe(200);
    const deliveries = await h().services.db.select().from(pressAlertDeliveries);
    expect(deliveries.every((d) => d.sentAt !== null)).toBe(true);
  });
});

describeOnDatabases("press-alert links opened without a button press", (h) => {
  it("a GET of the confirm and unsubscribe pages, or of the API paths, confirms and removes nobody", async () => {
    const pending = address();
    const confirmToken = await requestSubscription(h().services.db, pending, null);
    const reader = await subscribeAndConfirm(h());
    const [row] = await h()
      .services.db.select()
      .from(pressAlertSubscribers)
      .where(eq(pressAlertSubscribers.email, reader));
    const before = await h().services.db.select().from(pressAlertSubscribers);
    // The pages exist once a deploy has rendered them, as on any site that mails links to them.
    await h().services.publishing.deploy({ triggeredBy: null, deploymentType: "manual_deploy" });
    for (const token of [confirmToken!, "any-token"]) {
      for (const path of [
        `${PRESS_ALERT_PATHS.confirm}?token=${token}`,
        `${PRESS_ALERT_PATHS.unsubscribe}?token=${token}`,
        `${P.confirm}?token=${token}`,
        `${P.unsubscribe}?token=${token}`,
        P.oneClickUnsubscribe(token),
      ]) {
        for (const method of ["GET", "HEAD"]) {
          expect((await h().call(method, path)).status, `${method} ${path}`).toBeLessThan(500);
        }
      }
    }
    expect(await h().services.db.select().from(pressAlertSubscribers)).toEqual(before);
    expect(row?.consentedAt).not.toBeNull();
  });
});

describeOnDatabases("unsubscribe tokens at rest", (h) => {
  it("are stored only as their SHA-256, and the link in an alert still unsubscribes", async () => {
    const admin = await h().createUser("administrator");
    await publishWithoutApproval(h());
    const email = await subscribeAndConfirm(h());
    const release = await createRelease(h(), admin, "Hashed Token");
    await announce(h(), [release]);
    const alert = alertsTo(h().mail, "Hashed Token").find((m) => m.to === email)!;
    const token = tokenIn(alert, PRESS_ALERT_PATHS.unsubscribe);
    expect(alert.headers?.["List-Unsubscribe"]).toContain(token);

    const tables = JSON.stringify([
      await h().services.db.select().from(pressAlertSubscribers),
      await h().services.db.select().from(pressAlertDeliveries),
    ]);
    expect(tables).not.toContain(token);
    expect(tables).toContain(createHash("sha256").update(token).digest("hex"));

    expect((await h().call("POST", P.unsubscribe, { body: { token } })).status).toBe(200);
    expect(
      await h().services.db.select().from(pressAlertSubscribers).where(eq(pressAlertSubscribers.email, email)),
    ).toEqual([]);
  });
});

describeOnDatabases(
  "press-release alert limits",
  (h) => {
    it("refuses a client IP past the per-minute limit", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await h().call("POST", P.subscribe, { body: { email: address() } })).status);
      }
      expect(statuses).toEqual([202, 202, 202, 429]);
    });
  },
  { limits: { perIpMax: 3 } },
);
