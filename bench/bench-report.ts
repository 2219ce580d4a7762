import type { ApiFigures } from "./api-load";
import type { FindingFigures } from "./finding-load";
import type { LighthouseRoute } from "./lighthouse";
import type { RunContext } from "./machine";
import type { PublishingFigures } from "./publishing";
import type { ScaleFigures } from "./publishing-at-scale";
import type { ProcessMemory } from "./server-process";
import type { StaticServing } from "./static-serving";
import type { Weight } from "./weights";

/** A section either has its figures or says why it has none. */
export type Section<T> = { ok: true; value: T } | { ok: false; reason: string };

export interface ServerFigures {
  /** Spawn to first healthy answer on an empty data directory (creates the database, applies migrations). */
  startupFreshMs: number;
  rssIdleMiB: number;
  /** After Lighthouse and the static-serving load. */
  rssAfterLoadMiB: number;
  /** The embedded database the server ran; absent (PGlite) in reports before decision 006. */
  database?: string;
  /** The server and the processes it started. */
  memoryIdle?: ProcessMemory;
  memoryAfterLoad?: ProcessMemory;
}

export interface BenchReport {
  context: RunContext;
  quick: boolean;
  /** Set when only part of the benchmark ran (BENCH_ROUTES, BENCH_LIGHTHOUSE_ONLY): what ran. */
  partial?: string;
  budgets: { jsGzipTarget: number; jsGzipCeiling: number; cssGzipLimit: number };
  weights: Weight[];
  server: ServerFigures;
  lighthouse: Section<LighthouseRoute[]>;
  staticServing: Section<StaticServing>;
  api: { database: string; result: Section<ApiFigures> }[];
  /** Content search and the audit log's first page on a large database (issue 13). */
  finding: { database: string; result: Section<FindingFigures> }[];
  /** Deploy of 1,000 published items and Lighthouse on a list holding 50 (bench/publishing.ts). */
  publishing: Section<PublishingFigures>;
  /** 10,000 published items: full and one-edit deploys, rollback, health, memory (bench/publishing-at-scale.ts). */
  publishingAtScale?: Section<ScaleFigures>;
}
