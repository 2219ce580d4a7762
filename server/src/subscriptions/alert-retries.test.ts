import type { ContentItem, Deployment } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it, vi } from "vitest";
import { pressAlertDeliveries, pressAlertSubscribers } from "../db/schema";
import { describeOnDatabases, type Harness, type TestUser } from "../test/harness";
import { publishWithoutApproval } from "../test/review";
import { useTestSmtpServer } from "../test/smtp-server";
import { pressAlertJob } from "./alert-job";
import { confirmSubscription, requestSubscription } from "./subscribers";

const smtp = useTestSmtpServer();
let counter = 0;

/** A confirmed subscriber, made without mail (the server under test may have none). */
async function subscriber(h: Harness): Promise<string> {
  const email = `retry-reader-${++counter}-${Date.now()}@test.helixmap.example`;
  const token = await requestSubscription(h.services.db, email, null);
  await confirmSubscription(h.services.db, token!, null);
  return email;
}

async function release(h: Harness, admin: TestUser, title: string): Promise<string> {
  const res = await h.call("POST", API_PATHS.content, {
    body: { title, contentType: "press_release", published: true, summary: `${title} summary`, content: "Text." },
    cookie: admin.cookie,
  });
  expect(res.status).toBe(201);
  return (res.body as { item: ContentItem }).item.id;
}

/** A deploy through the API, bounded: it must answer while the mail server holds or refuses every message. */
async function deploy(h: Harness, admin: TestUser): Promise<Deployment> {
  const res = await fetch(h.url + API_PATHS.deployments, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: admin.cookie, origin: h.url },
    body: "{}",
    signal: AbortSignal.timeout(15_000),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { deployment: Deployment }).deployment;
}

const alertsFor = (email: string, title: string) => smtp().inbox.filter((m) => m.to === email && m.raw.includes(title));

describeOnDatabases(
  "press alerts when the mail server is down, then up",
  (h) => {
    let admin: TestUser;
    const job = () =>
      pressAlertJob(
        { db: h().services.db, mailer: h().services.mailer, log: h().services.log, origin: h().url },
        { retry: { baseMs: 1_000, maxAttempts: 3 } },
      );

    beforeAll(async () => {
      admin = await h().createUser("administrator");
      await publishWithoutApproval(h());
    });
    // Each test counts the alerts of its own subscribers only.
    beforeEach(async () => {
      await h().services.db.delete(pressAlertSubscribers);
    });

    it("a deploy answers while the mail server still holds the alert, and the job sends it", async () => {
      const email = await subscriber(h());
      await release(h(), admin, "Held Alert");
      smtp().hold();
      try {
        expect((await deploy(h(), admin)).status).toBe("success");
        const running = h().services.pressAlerts.run();
        await vi.waitFor(() => expect(smtp().held()).toBe(1));
        smtp().release();
        expect(await running).toMatchObject({ sent: 1, failed: 0 });
      } finally {
        smtp().release();
      }
      expect(alertsFor(email, "Held Alert")).toHaveLength(1);
    });

    it("an alert refused while SMTP is down is retried by the job with back-off once SMTP is back, and sent once", async () => {
      const email = await subscriber(h());
      await release(h(), admin, "Retried Alert");
      await smtp().down();
      expect((await deploy(h(), admin)).status).toBe("success");
      const retrying = job();
      const start = new Date();
      expect(await retrying.run(start)).toMatchObject({ sent: 0, failed: 1, gaveUp: 0 });
      // Within the back-off nothing is tried again, even with the server back.
      await smtp().up();
      expect(await retrying.run(new Date(start.getTime() + 500))).toMatchObject({ sent: 0, failed: 0 });
      expect(alertsFor(email, "Retried Alert")).toHaveLength(0);

      expect(await retrying.run(new Date(start.getTime() + 1_500))).toMatchObject({ sent: 1, failed: 0 });
      expect(alertsFor(email, "Retried Alert")).toHaveLength(1);
      // Later runs and later deploys send nothing more.
      expect(await retrying.run(new Date(start.getTime() + 3_600_000))).toMatchObject({ sent: 0, failed: 0 });
      expect((await deploy(h(), admin)).status).toBe("success");
      await h().services.pressAlerts.run();
      expect(alertsFor(email, "Retried Alert")).toHaveLength(1);
    });

    it("gives up after the attempt limit and leaves the row for inspection", async () => {
      const email = await subscriber(h());
      const id = await release(h(), admin, "Abandoned Alert");
      await smtp().down();
      expect((await deploy(h(), admin)).status).toBe("success");
      const retrying = job();
      const t = Date.now();
      expect(await retrying.run(new Date(t))).toMatchObject({ failed: 1, gaveUp: 0 });
      expect(await retrying.run(new Date(t + 1_000))).toMatchObject({ failed: 1, gaveUp: 0 });
      expect(await retrying.run(new Date(t + 3_000))).toMatchObject({ failed: 1, gaveUp: 1 });
      await smtp().up();
      expect(await retrying.run(new Date(t + 86_400_000))).toMatchObject({ sent: 0, failed: 0 });
      expect(alertsFor(email, "Abandoned Alert")).toHaveLength(0);
      const [row] = await h()
        .services.db.select()
        .from(pressAlertDeliveries)
        .where(eq(pressAlertDeliveries.releaseId, id));
      expect(row).toMatchObject({ attempts: 3, sentAt: null, claimedAt: null });
    });

    it("several instances running the job at once send each alert exactly once", async () => {
      const readers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => subscriber(h())));
      await release(h(), admin, "Raced Alert");
      await smtp().down();
      expect((await deploy(h(), admin)).status).toBe("success");
      await smtp().up();
      const reports = await Promise.all([job(), job(), job()].map((j) => j.run()));
      expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(readers.length);
      for (const email of readers) expect(alertsFor(email, "Raced Alert")).toHaveLength(1);
    });
  },
  { realMail: true, env: () => ({ SMTP_URL: `smtp://127.0.0.1:${smtp().port}` }) },
);
