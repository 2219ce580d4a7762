// The part of autocannon's API the benchmark uses; the package ships no types.
declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    maxOverallRequests?: number;
    method?: "GET" | "POST" | "HEAD";
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
  }

  interface Histogram {
    average: number;
    mean: number;
    max: number;
    min: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  interface Result {
    /** Requests per one-second sample; `total` counts completed requests, `sent` those sent. */
    requests: Histogram & { sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    duration: number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
  export type { Options, Result };
}
