import { PUBLIC_PATHS } from "@helixmap/common/routes";

/**
 * How much the benchmark does. BENCH_QUICK=1 is for developing the harness on
 * a busy machine: its figures are indicative only and the report says so.
 */
export interface BenchOptions {
  quick: boolean;
  routes: string[];
  lighthouseRuns: number;
  /** Seconds per measured load test (each is preceded by a short warm-up). */
  loadSeconds: number;
  warmupSeconds: number;
  contentItems: number;
  databaseUrl: string | undefined;
  /** BENCH_LIGHTHOUSE_ONLY=1: Lighthouse and its baselines only, for a machine too busy for the whole run. */
  lighthouseOnly: boolean;
}

export function benchOptions(env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const quick = env.BENCH_QUICK === "1";
  return {
    quick,
    // BENCH_ROUTES="/,/about" measures some routes only; the report lists the routes it has.
    routes: env.BENCH_ROUTES ? env.BENCH_ROUTES.split(",") : quick ? ["/", "/science"] : [...PUBLIC_PATHS],
    // Issue 22: the median of five runs per route, for the page and for its bare-HTML baseline.
    lighthouseRuns: quick ? 1 : 5,
    loadSeconds: quick ? 3 : 10,
    warmupSeconds: quick ? 1 : 2,
    contentItems: 1000,
    databaseUrl: env.BENCH_DATABASE_URL || undefined,
    lighthouseOnly: env.BENCH_LIGHTHOUSE_ONLY === "1",
  };
}
