import { type AlertDeps, type AlertRetry, type AlertRunReport, sendDueAlerts } from "./send-press-release-alerts";

/** About 8.5 hours from the first attempt to the tenth. */
const DEFAULT_RETRY: AlertRetry = { baseMs: 60_000, maxAttempts: 10 };
const DEFAULT_INTERVAL_MS = 60_000;

/**
 * Sends press-release alerts outside any request: deploys only queue them
 * (queuePressReleaseAlerts) and poke the job. Runs on one instance never
 * overlap; runs on several instances share the rows through their claims.
 */
export interface PressAlertJob {
  /** Sends what is due at `now` (after any run in progress on this instance). */
  run(now?: Date): Promise<AlertRunReport>;
  /** Asks a started job for a run soon, without waiting for it. */
  poke(): void;
  /** Runs now and then every interval, so failed alerts are retried once their back-off has passed. */
  start(): void;
  /** Stops the timer and waits for the run in progress. */
  stop(): Promise<void>;
}

export function pressAlertJob(deps: AlertDeps, opts: { retry?: AlertRetry; intervalMs?: number } = {}): PressAlertJob {
  const retry = opts.retry ?? DEFAULT_RETRY;
  let last: Promise<unknown> = Promise.resolve();
  let queued = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  function run(now?: Date): Promise<AlertRunReport> {
    const next = last.then(() => sendDueAlerts(deps, retry, now));
    last = next.catch(() => undefined);
    return next;
  }

  function runInBackground() {
    // One run waiting behind the current one is enough: it sends whatever is due by then.
    if (queued) return;
    queued = true;
    last.then(() => {
      queued = false;
    });
    run().then(
      (report) => {
        if (report.sent + report.failed > 0) deps.log.info(report, "press-release alerts sent");
      },
      (err: unknown) => deps.log.error({ err }, "press-release alert run failed"),
    );
  }

  return {
    run,
    poke() {
      if (timer) runInBackground();
    },
    start() {
      if (timer) return;
      timer = setInterval(runInBackground, opts.intervalMs ?? DEFAULT_INTERVAL_MS);
      timer.unref();
      runInBackground();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await last;
    },
  };
}
