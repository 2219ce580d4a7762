import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * The series the server counts as things happen (observe.ts adds those read at scrape time); GET /metrics
 * exposes them all (docs/operations.md#metrics says what each means). Labels are
 * bounded sets chosen by the code (route patterns, types, outcomes); none ever carries a user, an address or an id.
 * One registry per server, so tests that run several servers in one process keep their counts apart.
 */
export function createMetrics() {
  const registry = new Registry();
  // The Node process defaults: CPU, memory, heap, handles, garbage collection and event-loop lag.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: "helixmap_http_requests_total",
      help: "Requests answered, by method, route pattern and status",
      labelNames: ["method", "route", "status"] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: "helixmap_http_request_duration_seconds",
      help: "Time to answer a request, by method, route pattern and status",
      labelNames: ["method", "route", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    deploys: new Counter({
      name: "helixmap_deploys_total",
      help: "Deploys finished, by type and outcome",
      labelNames: ["type", "outcome"] as const,
      registers,
    }),
    deployDuration: new Histogram({
      name: "helixmap_deploy_duration_seconds",
      help: "Time from a deploy's start to its outcome, by type and outcome",
      labelNames: ["type", "outcome"] as const,
      buckets: [0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
      registers,
    }),
    scheduledRuns: new Counter({
      name: "helixmap_scheduled_runs_total",
      help: "Runs of the timed jobs (content schedules, application retention, backups), by job and outcome",
      labelNames: ["job", "outcome"] as const,
      registers,
    }),
    mailsSent: new Counter({
      name: "helixmap_mails_sent_total",
      help: "Mails handed to SMTP or the outbox",
      registers,
    }),
    mailsFailed: new Counter({ name: "helixmap_mails_failed_total", help: "Mails that could not be sent", registers }),
    applicationsReceived: new Counter({
      name: "helixmap_trial_applications_received_total",
      help: "Trial pre-screening applications stored",
      registers,
    }),
    signInFailures: new Counter({
      name: "helixmap_sign_in_failures_total",
      help: "Sign-in attempts refused for a wrong password or two-factor code, by factor",
      labelNames: ["factor"] as const,
      registers,
    }),
    signInLockouts: new Counter({
      name: "helixmap_sign_in_lockouts_total",
      help: "Sign-in attempts refused because the account and client are locked out for a while",
      registers,
    }),
    backups: new Counter({
      name: "helixmap_backups_total",
      help: "Scheduled backups, by outcome",
      labelNames: ["outcome"] as const,
      registers,
    }),
    lastBackupSuccess: new Gauge({
      name: "helixmap_backup_last_success_timestamp_seconds",
      help: "When the last scheduled backup succeeded (Unix time; 0 before the first)",
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
