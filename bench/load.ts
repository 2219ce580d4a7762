import autocannon from "autocannon";

export interface LoadSpec {
  url: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** Upper bound on requests in the measured run, besides the time limit. */
  maxRequests?: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /**
   * Polled after the run until it answers quickly: a server keeps working
   * through requests queued before autocannon hung up, and the next run must
   * not inherit that backlog.
   */
  settleUrl: string;
}

export interface LoadFigures {
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  /** Null when no request completed within the run. */
  p50Ms: number | null;
  p99Ms: number | null;
  requests: number;
  /** Connection errors and time-outs (no answer within 10 seconds). */
  errors: number;
  /** Answers outside 2xx, by status code. */
  non2xx: Record<string, number>;
}

async function settle(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const started = Date.now();
    await fetch(url).then((r) => r.arrayBuffer());
    quick = Date.now() - started < 100 ? quick + 1 : 0;
  }
}

/**
 * A bounded autocannon run against a loopback URL: a short warm-up (so the
 * JIT and connection pools are warm), then the measured run.
 */
export async function measureLoad(spec: LoadSpec): Promise<LoadFigures> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(spec.url)) {
    throw new Error(`Load tests run against loopback only, not ${spec.url}`);
  }
  const base = {
    url: spec.url,
    connections: spec.connections,
    method: spec.method ?? "GET",
    headers: spec.headers,
    body: spec.body,
    timeout: 10,
  };
  if (spec.warmupSeconds > 0) {
    await autocannon({ ...base, duration: spec.warmupSeconds });
    await settle(spec.settleUrl);
  }
  const result = await autocannon({ ...base, duration: spec.seconds, maxOverallRequests: spec.maxRequests });
  await settle(spec.settleUrl);
  const completed = result.requests.total > 0;
  const non2xx = Object.fromEntries(
    Object.entries(result.statusCodeStats)
      .filter(([code]) => !code.startsWith("2"))
      .map(([code, { count }]) => [code, count]),
  );
  return {
    connections: spec.connections,
    seconds: result.duration,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    p50Ms: completed ? result.latency.p50 : null,
    p99Ms: completed ? result.latency.p99 : null,
    requests: result.requests.total,
    errors: result.errors,
    non2xx,
  };
}
