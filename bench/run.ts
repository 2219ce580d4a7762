// `npm run bench`: measures the built site as visitors and staff meet it and writes a report.
// Run after `npm run build` (the npm script does both).
import { PUBLIC_PATHS } from "@helixmap/common/routes";
import { type ApiFigures, type LaneSpec, measureApi, openLane } from "./api-load";
import { baselinePath } from "./bare-html";
import { writeBaselinePages } from "./baseline-pages";
import type { BenchReport, Section, ServerFigures } from "./bench-report";
import { CSS_GZIP_LIMIT, JS_GZIP_CEILING, JS_GZIP_TARGET } from "./budgets/limits";
import { measureFinding } from "./finding-load";
import { runLighthouse } from "./lighthouse";
import { describeRun } from "./machine";
import { benchOptions } from "./options";
import { measurePublishing } from "./publishing";
import { measurePublishingAtScale, scaleItems } from "./publishing-at-scale";
import { writeReport } from "./report";
import { renderSeededSite } from "./seeded-site";
import { newDataDir, removeDataDir, startServer } from "./server-process";
import { measureStaticServing } from "./static-serving";
import { measureWeights } from "./weights";

const options = benchOptions();
const context = describeRun();
const timing = { seconds: options.loadSeconds, warmupSeconds: options.warmupSeconds };

/** Runs one section; a failure is recorded in the report instead of losing the other sections. */
async function section<T>(name: string, run: () => Promise<T>): Promise<Section<T>> {
  console.log(`bench: ${name}`);
  try {
    return { ok: true, value: await run() };
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    console.error(`bench: ${name} failed: ${reason}`);
    return { ok: false, reason: reason.split("\n")[0] ?? reason };
  }
}

console.log(`bench: ${options.quick ? "quick mode" : "full run"} on commit ${context.commit}`);
// The site a new installation renders: the weights and each route's bare-HTML baseline (bench/bare-html.ts) are
// read from it. One more server on an empty data directory renders it again at its first start, baselines
// included, and serves Lighthouse (each route measured in turn with its baseline) and the static load.
const seeded = await renderSeededSite();
process.env.BUDGETS_SITE_DIR = seeded.dir;
const weights = measureWeights(PUBLIC_PATHS);
const removeBaselines = writeBaselinePages(options.routes);
const dataDir = newDataDir();
const server = await startServer({ dataDir });
await new Promise((r) => setTimeout(r, 1000));
const rssIdleMiB = server.rssMiB();
const memoryIdle = server.memory();
const lighthouse = await section("lighthouse", () =>
  runLighthouse(server.url, options.routes, options.lighthouseRuns, baselinePath),
);
const notRun = { ok: false, reason: "BENCH_LIGHTHOUSE_ONLY=1: only Lighthouse ran" } as const;
const staticServing = options.lighthouseOnly
  ? notRun
  : await section("static serving", () => measureStaticServing(server.url, timing));
const serverFigures: ServerFigures = {
  startupFreshMs: server.startupMs,
  rssIdleMiB,
  rssAfterLoadMiB: server.rssMiB(),
  database: "embedded PostgreSQL",
  memoryIdle,
  memoryAfterLoad: server.memory(),
};
await server.stop();
removeDataDir(dataDir);
removeBaselines();
seeded.remove();

async function apiOn(spec: LaneSpec): Promise<ApiFigures> {
  const lane = await openLane(spec, options.contentItems);
  try {
    return await measureApi(lane, timing);
  } finally {
    await lane.close();
  }
}

const api: BenchReport["api"] = [];
const finding: BenchReport["finding"] = [];
let publishing: BenchReport["publishing"] = notRun;
let publishingAtScale: BenchReport["publishingAtScale"] = notRun;
if (!options.lighthouseOnly) {
  for (const database of ["embedded PostgreSQL", "PGlite"] as const) {
    api.push({ database, result: await section(`staff API on ${database}`, () => apiOn({ database })) });
  }
  api.push({
    database: "PostgreSQL",
    result: options.databaseUrl
      ? await section("staff API on PostgreSQL", () =>
          apiOn({ database: "PostgreSQL", databaseUrl: options.databaseUrl }),
        )
      : { ok: false, reason: "BENCH_DATABASE_URL is not set" },
  });
  finding.push(
    {
      database: "PGlite",
      result: await section("content search and audit log on PGlite", () => measureFinding(undefined, timing)),
    },
    {
      database: "PostgreSQL",
      result: options.databaseUrl
        ? await section("content search and audit log on PostgreSQL", () => measureFinding(options.databaseUrl, timing))
        : { ok: false, reason: "BENCH_DATABASE_URL is not set" },
    },
  );
  publishing = await section("publishing", () => measurePublishing(options.lighthouseRuns));
  publishingAtScale = await section("publishing at scale", () =>
    measurePublishingAtScale(scaleItems(options.quick), timing, options.databaseUrl),
  );
}

const file = writeReport({
  context,
  quick: options.quick,
  ...(options.lighthouseOnly || process.env.BENCH_ROUTES
    ? {
        partial: `Lighthouse on ${options.routes.join(", ")}${options.lighthouseOnly ? "; no other section ran" : ""}`,
      }
    : {}),
  budgets: { jsGzipTarget: JS_GZIP_TARGET, jsGzipCeiling: JS_GZIP_CEILING, cssGzipLimit: CSS_GZIP_LIMIT },
  weights,
  server: serverFigures,
  lighthouse,
  staticServing,
  api,
  finding,
  publishing,
  publishingAtScale,
});
console.log(`bench: report written to ${file}`);
