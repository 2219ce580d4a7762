import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DeploymentsResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { runScheduledBackup } from "../backup/scheduled-backups";
import { submitApplication, validApplication } from "../test/applications";
import { describeOnDatabases, type TestUser } from "../test/harness";
import { scheduleRetention } from "../trial-applications/retention";
import { createMetrics } from "./metrics";
import { METRICS_PATH, metricsRoute } from "./metrics-route";

const TOKEN = "metrics-token-for-the-scrape-test-0123456789";
const bearer = { authorization: `Bearer ${TOKEN}` };

/** Every series the issue asks for, each with a sample line after the scenario below. */
const SERIES = [
  "helixmap_http_requests_total",
  "helixmap_http_request_duration_seconds_bucket",
  "helixmap_deploys_total",
  "helixmap_deploy_duration_seconds_bucket",
  "helixmap_scheduled_runs_total",
  "helixmap_mails_sent_total",
  "helixmap_mails_failed_total",
  "helixmap_press_alert_backlog",
  "helixmap_trial_applications_received_total",
  "helixmap_sign_in_failures_total",
  "helixmap_sign_in_lockouts_total",
  "helixmap_database_pool_in_use",
  "helixmap_database_pool_waiting",
  "helixmap_backups_total",
  "helixmap_backup_last_success_timestamp_seconds",
  "nodejs_eventloop_lag_seconds",
  "process_cpu_user_seconds_total",
  "process_resident_memory_bytes",
  "nodejs_heap_size_used_bytes",
];

/** Label names the server's own series may use: bounded sets, never a person or a row. */
const OWN_LABELS = new Set(["method", "route", "status", "type", "outcome", "job", "factor", "le"]);

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parse(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)/.exec(line);
      if (!m) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(m[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]),
      );
      return { name: m[1]!, labels, value: Number(m[3]) };
    });
}

describeOnDatabases(
  "metrics",
  (h) => {
    let admin: TestUser;
    let samples: Sample[];
    const value = (name: string, labels: Record<string, string> = {}) =>
      samples
        .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
        .reduce((sum, s) => sum + s.value, 0);

    beforeAll(async () => {
      admin = await h().createUser("administrator");
      // A short scenario touching every counter: content and a deploy, a mail, an application, wrong passwords
      // up to a lock-out, a timed job, and a scheduled backup that fails.
      const item = await h().call("POST", API_PATHS.content, {
        body: { title: "Metrics item", content: "Body", published: true },
        cookie: admin.cookie,
      });
      expect(item.status).toBe(201);
      await h().call("GET", API_PATHS.contentItem((item.body as { item: { id: string } }).item.id), {
        cookie: admin.cookie,
      });
      expect((await h().call("POST", API_PATHS.deployments, { body: {}, cookie: admin.cookie })).status).toBe(201);
      expect(
        (await h().call("POST", API_PATHS.pressAlerts.subscribe, { body: { email: "metrics-reader@example.org" } }))
          .status,
      ).toBe(202);
      expect((await submitApplication(h(), validApplication())).status).toBe(201);
      for (let i = 0; i < 7; i++) await h().signIn(admin.email, "not the password at all");
      await scheduleRetention(h().services)();
      const missing = join(await mkdtemp(join(tmpdir(), "helixmap-metrics-")), "no-such-folder");
      await runScheduledBackup(h().services, h().database, missing);

      const scrape = await h().call("GET", METRICS_PATH, { headers: bearer });
      expect(scrape.status).toBe(200);
      expect(scrape.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      samples = parse(scrape.body as string);
    });

    it("exposes every series after a short scenario", () => {
      const present = new Set(samples.map((s) => s.name));
      expect(SERIES.filter((name) => !present.has(name))).toEqual([]);
      expect(value("helixmap_http_requests_total", { method: "POST", route: API_PATHS.content, status: "201" })).toBe(
        1,
      );
      expect(value("helixmap_http_requests_total", { method: "GET", route: "/api/content/:id", status: "200" })).toBe(
        1,
      );
      expect(value("helixmap_deploys_total", { type: "manual_deploy", outcome: "success" })).toBeGreaterThanOrEqual(1);
      expect(value("helixmap_mails_sent_total")).toBeGreaterThanOrEqual(1);
      expect(value("helixmap_mails_failed_total")).toBe(0);
      expect(value("helixmap_trial_applications_received_total")).toBe(1);
      expect(value("helixmap_sign_in_failures_total", { factor: "password" })).toBeGreaterThanOrEqual(5);
      expect(value("helixmap_sign_in_lockouts_total")).toBeGreaterThanOrEqual(1);
      expect(value("helixmap_scheduled_runs_total", { job: "application_retention", outcome: "ok" })).toBe(1);
      expect(value("helixmap_scheduled_runs_total", { job: "backup", outcome: "failed" })).toBe(1);
      expect(value("helixmap_backups_total", { outcome: "failed" })).toBe(1);
    });

    it("puts no user, e-mail address or id in any label", () => {
      const forbidden = [admin.id, admin.email, "metrics-reader@example.org"];
      for (const sample of samples.filter((s) => s.name.startsWith("helixmap_"))) {
        for (const [name, labelValue] of Object.entries(sample.labels)) {
          expect(OWN_LABELS.has(name), `${sample.name} label ${name}`).toBe(true);
          // Words, methods, statuses, bucket bounds, or route patterns whose every segment is a word or a :parameter.
          expect(labelValue).toMatch(/^([a-z_]+|[A-Z]+|\d{3}|[\d.]+|\+Inf|\*|(\/([a-z-]+|:[a-zA-Z]+|\*))+)$/);
          expect(forbidden.some((f) => labelValue.includes(f))).toBe(false);
        }
      }
    });

    it("refuses a scrape without the bearer token, or with another", async () => {
      expect((await h().call("GET", METRICS_PATH)).status).toBe(401);
      const wrong = await h().call("GET", METRICS_PATH, { headers: { authorization: `Bearer ${TOKEN}x` } });
      expect(wrong.status).toBe(401);
      expect(wrong.body).not.toContain("helixmap_");
    });

    it("shows administrators the failed scheduled backup on the Deployment tab's data", async () => {
      const res = await h().call("GET", API_PATHS.deployments, { cookie: admin.cookie });
      const { backups } = (res.body as DeploymentsResponse).settings;
      expect(backups.last?.ok).toBe(false);
      expect(backups.last?.message).toMatch(/no-such-folder/);
    });
  },
  { env: { METRICS_TOKEN: TOKEN } },
);

describe("GET /metrics without METRICS_TOKEN", () => {
  it("does not exist", async () => {
    const app = new Hono().route("/", metricsRoute(createMetrics(), undefined));
    expect((await app.request(METRICS_PATH, { headers: bearer })).status).toBe(404);
  });
});
