/** The targets, and how a figure compares with one. */
export const TARGETS = {
  /** Issue 17: Lighthouse mobile performance, LCP and TBT under the default simulated throttling. */
  performance: 100,
  lcpMs: 1500,
  tbtMs: 50,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Cumulative layout shift must stay below this. */
  cls: 0.01,
  contentListP99Ms: 50,
  contentListConnections: 50,
  /** Issue 17, embedded database: every process of the product together, idle and after the benchmark's load. */
  memoryIdleMiB: 200,
  memoryAfterLoadMiB: 300,
  /** Issue 17: start-up on an existing data directory. */
  restartMs: 1500,
  /** Issue 17: the embedded database's content list p99 against PostgreSQL's in the same run. */
  contentListP99RatioToPostgres: 2,
  /** The server's requests per second as a share of nginx's. */
  staticRatio: 0.5,
  /** Issue 22, each route against its bare-HTML baseline in the same run: main-thread work at most this multiple. */
  baselineMainThreadRatio: 1.5,
  /** Issue 22: total blocking time at most the baseline's plus this. */
  baselineTbtExtraMs: 30,
  /** Issue 22: largest contentful paint at most the baseline's plus this. */
  baselineLcpExtraMs: 200,
} as const;

export interface Check {
  met: boolean;
  /** How far from the target, empty when met. */
  gap: string;
}

/** A target row of the report's summary; `key` and `value` let it be compared with the previous report's. */
export interface SummaryRow {
  key: string;
  target: string;
  result: string;
  check: Check | undefined;
  /** The figure checked against the target. */
  value?: number;
}

const fmt = (n: number, digits: number) => Number(n.toFixed(digits)).toString();

export function atLeast(value: number, target: number, unit = "", digits = 0): Check {
  return value >= target
    ? { met: true, gap: "" }
    : { met: false, gap: `${fmt(target - value, digits)}${unit} short of ${target}${unit}` };
}

export function atMost(value: number, target: number, unit = "", digits = 1): Check {
  if (value <= target) return { met: true, gap: "" };
  const pct = ((value - target) / target) * 100;
  return { met: false, gap: `+${fmt(value - target, digits)}${unit}, +${pct.toFixed(1)}%` };
}

export function below(value: number, target: number, unit = "", digits = 3): Check {
  return value < target
    ? { met: true, gap: "" }
    : { met: false, gap: `+${fmt(value - target, digits)}${unit}, must be below ${target}${unit}` };
}

/** A figure followed by its verdict, for a table cell. */
export function cell(text: string, check: Check): string {
  return check.met ? `${text} ✓` : `${text} ✗ (${check.gap})`;
}
