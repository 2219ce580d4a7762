import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BenchReport, Section } from "./bench-report";
import { findingSection } from "./finding-report";
import type { LighthouseRoute } from "./lighthouse";
import type { LoadFigures } from "./load";
import { renderPublishing } from "./publishing";
import { renderPublishingAtScale } from "./publishing-at-scale";
import { databaseFigureRows, defaultLane } from "./server-targets";
import type { StaticServing } from "./static-serving";
import { contentListChecks, summarize } from "./summary";
import { atLeast, atMost, below, cell, TARGETS } from "./targets";

export const resultsDir = new URL("./results/", import.meta.url).pathname;

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (n: number | null) => (n === null ? "none completed" : `${n} ms`);

export function table(head: string[], rows: string[][]): string {
  return [
    `| ${head.join(" | ")} |`,
    `| ${head.map(() => "---").join(" | ")} |`,
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n");
}

export const skipped = (reason: string) => `_Not measured: ${reason}_`;

function header(r: BenchReport): string {
  const { context: c } = r;
  const m = c.machine;
  const lines = [
    `# Benchmark report ${c.date.slice(0, 10)} (${c.commit}${c.dirty ? ", with uncommitted changes" : ""})`,
    "",
  ];
  if (r.partial) lines.push(`> **Partial run**: ${r.partial}. Not the figures of record for what did not run.`, "");
  if (r.quick) {
    lines.push(
      "> **Quick mode (`BENCH_QUICK=1`)**: one Lighthouse run on two routes and 3-second load tests. Indicative only; not the figures of record.",
      "",
    );
  }
  lines.push(
    `Every figure below was measured on this machine, at this date, on this commit:`,
    "",
    `- **Machine**: ${m.cpuModel}, ${m.cores} cores, ${m.ramGiB} GiB RAM; ${m.os}; Node ${m.node}`,
    `- **Date**: ${c.date}`,
    `- **Commit**: ${c.commit}${c.dirty ? " (working tree had uncommitted changes)" : ""}`,
    `- **Load when the run began** (1-minute average): ${m.loadAtStart}${m.loadAtStart > 0.5 ? ". Other work was running, so throughput and Lighthouse figures are lower than on an idle machine" : ""}`,
    "",
    "✓ met, ✗ not met, with the distance to the target in brackets.",
  );
  return lines.join("\n");
}

/** This figure as a multiple of the previous report's, with what that report measured. */
function againstPrevious(value: number | undefined, before: { value?: number; result: string } | undefined): string {
  if (!before || before.value === undefined || value === undefined) return "n/a";
  if (before.value === 0) return value === 0 ? `same (${before.result})` : `was ${before.result}`;
  return `${Number((value / before.value).toFixed(2))}× (was ${before.result})`;
}

function summarySection(r: BenchReport, previous: BenchReport | undefined): string {
  const earlier = new Map(previous ? summarize(previous).map((row) => [row.key, row]) : []);
  const rows = summarize(r).map((row) => [
    row.target,
    row.result,
    row.check === undefined ? "not measured" : row.check.met ? "met ✓" : `not met ✗ (${row.check.gap})`,
    againstPrevious(row.value, earlier.get(row.key)),
  ]);
  const against = previous
    ? `The last column divides each figure by the previous report's (${previous.context.commit}, ${previous.context.date.slice(0, 10)}${previous.quick ? ", quick mode" : ""}); reports from before decision 006 measured the embedded database as PGlite, with the server's RSS as its memory.`
    : "There is no previous report to compare with.";
  return [
    "## Targets",
    "",
    against,
    "",
    table(["target", "result", "verdict", "against the previous report"], rows),
  ].join("\n");
}

function lighthouseSection(s: Section<LighthouseRoute[]>): string {
  const title = "## Lighthouse (mobile, simulated throttling)";
  if (!s.ok) return `${title}\n\n${skipped(s.reason)}`;
  const runs = s.value[0]?.runs ?? 0;
  const rows = s.value.map((l) => {
    const thirdParty = l.thirdPartyHosts.length === 0;
    // The Science page's document viewer is the one allowed third party, loaded lazily.
    const thirdPartyCheck = { met: thirdParty || l.path === "/science", gap: l.thirdPartyHosts.join(", ") };
    return [
      `\`${l.path}\``,
      cell(String(l.scores.performance), atLeast(l.scores.performance, TARGETS.performance)),
      cell(String(l.scores.accessibility), atLeast(l.scores.accessibility, TARGETS.accessibility)),
      cell(String(l.scores["best-practices"]), atLeast(l.scores["best-practices"], TARGETS.bestPractices)),
      cell(String(l.scores.seo), atLeast(l.scores.seo, TARGETS.seo)),
      ms(l.lcpMs),
      ms(l.tbtMs),
      cell(l.cls.toFixed(3), below(l.cls, TARGETS.cls)),
      `${l.totalKiB} KB`,
      String(l.requests),
      thirdParty ? "none ✓" : cell(l.thirdPartyHosts.join(", "), thirdPartyCheck),
    ];
  });
  const failed = s.value
    .filter((l) => l.failedAudits.length > 0)
    .map((l) => `- \`${l.path}\`: ${l.failedAudits.join(", ")}`);
  return [
    title,
    "",
    `Median of ${runs} run${runs === 1 ? "" : "s"} per route; Chromium headless through chrome-launcher. Targets: performance ${TARGETS.performance}, LCP ≤ ${TARGETS.lcpMs} ms, TBT ≤ ${TARGETS.tbtMs} ms, accessibility, best practices and SEO ${TARGETS.seo}, CLS < ${TARGETS.cls}, no third-party host (the Science page's lazily loaded document viewer excepted).`,
    "",
    table(
      [
        "route",
        "performance",
        "accessibility",
        "best practices",
        "SEO",
        "LCP",
        "TBT",
        "CLS",
        "total bytes",
        "requests",
        "third-party hosts",
      ],
      rows,
    ),
    ...(failed.length ? ["", "Audits that cost points outside performance (last run):", "", ...failed] : []),
  ].join("\n");
}

const ratio = (value: number, base: number) => (base === 0 ? "n/a" : `${(value / base).toFixed(2)}×`);
const plus = (value: number, base: number) => `${value - base >= 0 ? "+" : ""}${value - base} ms`;

/** Issue 22: each route beside the bare HTML of its own text, measured in turn with it. */
function baselineSection(s: Section<LighthouseRoute[]>): string {
  const title = "## Against bare HTML";
  if (!s.ok) return `${title}\n\n${skipped(s.reason)}`;
  const measured = s.value.filter((l) => l.baseline);
  if (measured.length === 0) return `${title}\n\n${skipped("no baseline was measured")}`;
  const t = TARGETS;
  let met = 0;
  const rows = measured.map((l) => {
    const b = l.baseline as NonNullable<LighthouseRoute["baseline"]>;
    const perf = atLeast(l.scores.performance, b.scores.performance);
    const main = atMost(l.mainThreadMs, b.mainThreadMs * t.baselineMainThreadRatio, " ms", 0);
    const tbt = atMost(l.tbtMs, b.tbtMs + t.baselineTbtExtraMs, " ms", 0);
    const lcp = atMost(l.lcpMs, b.lcpMs + t.baselineLcpExtraMs, " ms", 0);
    if (perf.met && main.met && tbt.met && lcp.met) met++;
    return [
      `\`${l.path}\``,
      cell(`${l.scores.performance} / ${b.scores.performance}`, perf),
      cell(`${l.mainThreadMs} / ${b.mainThreadMs} ms (${ratio(l.mainThreadMs, b.mainThreadMs)})`, main),
      cell(`${l.tbtMs} / ${b.tbtMs} ms (${plus(l.tbtMs, b.tbtMs)})`, tbt),
      cell(`${l.lcpMs} / ${b.lcpMs} ms (${plus(l.lcpMs, b.lcpMs)})`, lcp),
      `${l.scores.accessibility} / ${l.scores["best-practices"]} / ${l.scores.seo}`,
    ];
  });
  return [
    title,
    "",
    `Each route (page) beside its bare-HTML baseline (bare): the page's own text as plain HTML, without CSS, script, inline icons or attributes beyond links and meta tags (\`bench/bare-html.ts\`), served by the same server at \`/__bench-baseline/…\` and measured by Lighthouse in the same run, each page run followed by its baseline run; median of ${measured[0]?.runs ?? 0} runs each. Targets (issue 22): performance equal to the baseline's, main-thread work at most ${t.baselineMainThreadRatio}× the baseline's, TBT at most the baseline's + ${t.baselineTbtExtraMs} ms, LCP at most the baseline's + ${t.baselineLcpExtraMs} ms. ${met} of ${measured.length} routes meet all four.`,
    "",
    table(
      [
        "route",
        "performance (page / bare)",
        "main-thread work (page / bare, ratio)",
        "TBT (page / bare)",
        "LCP (page / bare)",
        "page a11y / best practices / SEO",
      ],
      rows,
    ),
  ].join("\n");
}

function weightSection(r: BenchReport): string {
  const { jsGzipTarget, jsGzipCeiling, cssGzipLimit } = r.budgets;
  const rows = r.weights.map((w) => [
    `\`${w.path}\``,
    String(w.jsFiles),
    cell(kb(w.jsGzip), atMost(w.jsGzip / 1024, jsGzipTarget / 1024, " KB")),
    kb(w.jsBrotli),
    cell(kb(w.cssGzip), atMost(w.cssGzip / 1024, cssGzipLimit / 1024, " KB")),
    kb(w.cssBrotli),
    w.pdfFree ? "absent ✓" : "present ✗",
  ]);
  return [
    "## First-load weight",
    "",
    `JavaScript and CSS that a visitor's browser fetches for each pre-rendered page before any interaction, compressed as served: the inline hydration loader and the inlined critical CSS, no script file (decision 007). Targets: JavaScript ≤ ${kb(jsGzipTarget)} gzip, CSS ≤ ${kb(cssGzipLimit)} gzip, no PDF library; \`npm test\` enforces ${kb(jsGzipCeiling)} of inline JavaScript. React's hydration bundle is fetched on the first interaction and guarded separately in \`bench/budgets/limits.ts\`.`,
    "",
    table(["route", "JS files", "JS gzip", "JS brotli", "CSS gzip", "CSS brotli", "PDF library"], rows),
  ].join("\n");
}

export function load(l: LoadFigures): string[] {
  const non2xx = Object.entries(l.non2xx)
    .map(([code, n]) => `${n} × ${code}`)
    .join(", ");
  return [String(l.requestsPerSecond), ms(l.p50Ms), ms(l.p99Ms), String(l.requests), String(l.errors), non2xx || "0"];
}

function staticSection(s: Section<StaticServing>): string {
  const title = "## Static serving: this server and nginx";
  if (!s.ok) return `${title}\n\n${skipped(s.reason)}`;
  const v = s.value;
  const rows = v.targets.flatMap((t) => {
    const ratio = t.ratio === undefined ? "n/a" : cell(`${t.ratio}×`, atLeast(t.ratio, TARGETS.staticRatio, "×", 2));
    const rowsFor = [[t.label, "Node server", ...load(t.server), ratio]];
    if (t.nginx) rowsFor.push([t.label, "nginx", ...load(t.nginx), ""]);
    return rowsFor;
  });
  const nginx = "skipped" in v.nginx ? `nginx: ${v.nginx.skipped}.` : `${v.nginx.version}: ${v.nginx.setup}.`;
  return [
    title,
    "",
    `autocannon on loopback, ${v.connections} connections, \`Accept-Encoding: ${v.acceptEncoding}\`, in the same run against the same \`web/build/client\`. Hashed asset: \`${v.targets[1]?.path ?? "?"}\`. ${nginx} Target: the server's requests per second at least ${TARGETS.staticRatio}× nginx's. The load generator shares the machine with the server under test.`,
    "",
    table(["file", "served by", "req/s", "p50", "p99", "requests", "errors", "non-2xx", "ratio to nginx"], rows),
  ].join("\n");
}

function apiSection(r: BenchReport): string {
  const parts = [
    "## Staff API under load",
    "",
    `autocannon on loopback, each run bounded in time (sign-in also in count); errors include time-outs (no answer within 10 s). Content list: signed in as a partner, the first page at the default page size (\`GET /api/content\` without \`limit\`, the dashboard's first request), ${TARGETS.contentListConnections} connections. Targets on the default embedded database: content list p99 at most ${TARGETS.contentListP99RatioToPostgres}× PostgreSQL's in the same run (and the earlier < ${TARGETS.contentListP99Ms} ms), zero errors. Sign-in runs 40 requests on 5 connections: the server allows 60 auth requests per IP and minute, so a longer run would measure the limiter's refusals rather than sign-ins (each of which verifies a password hash).`,
  ];
  for (const { database, result } of r.api) {
    parts.push("", `### ${database}`, "");
    if (!result.ok) {
      parts.push(skipped(result.reason));
      continue;
    }
    const a = result.value;
    const checks = contentListChecks(a);
    const target = a === defaultLane(r);
    const p99 = target ? cell(ms(a.contentList.p99Ms), checks.p99) : ms(a.contentList.p99Ms);
    const errors = target ? cell(String(checks.failures), checks.failuresCheck) : String(checks.failures);
    parts.push(
      `Measured page: the first, default page size ${a.list.pageSize}: ${a.list.items} of the ${a.list.seeded} seeded items${a.list.hasMore ? ", with a cursor to the next page" : ", the whole list"}, ${kb(a.list.bytes)} uncompressed. Creating the items through the API (one POST each, 8 at a time) took ${a.seedMs} ms.`,
      "",
      table(
        ["endpoint", "connections", "req/s", "p50", "p99", "requests", "errors", "non-2xx"],
        [
          ["`GET /api/health`", String(a.health.connections), ...load(a.health)],
          [
            `\`GET /api/content\` (partner, first page of ${a.list.pageSize})`,
            String(a.contentList.connections),
            ...load(a.contentList).slice(0, 2),
            p99,
            ...load(a.contentList).slice(3),
          ],
          ["`POST /api/auth/sign-in`", String(a.signIn.connections), ...load(a.signIn)],
        ],
      ),
      "",
      `Content list failures (errors and non-2xx): ${errors}`,
    );
  }
  return parts.join("\n");
}

const tree = (m: { pssMiB: number; rssMiB: number; processes: number } | undefined) =>
  m ? `${m.pssMiB} MiB (RSS sum ${m.rssMiB} MiB, ${m.processes} processes)` : "n/a";

function processSection(r: BenchReport): string {
  const s = r.server;
  const rows: string[][] = [
    [
      "static pages and Lighthouse",
      `${s.database ?? "PGlite"}, empty data directory`,
      `${ms(s.startupFreshMs)} (creates the database, applies migrations, seeds the content and renders the first site)`,
      `${s.rssIdleMiB} MiB`,
      `${s.rssAfterLoadMiB} MiB (after Lighthouse and static load)`,
      tree(s.memoryIdle),
      tree(s.memoryAfterLoad),
    ],
  ];
  for (const { database, result } of r.api) {
    if (!result.ok) continue;
    const a = result.value;
    rows.push([
      `staff API`,
      database === "PostgreSQL" ? "PostgreSQL (`BENCH_DATABASE_URL`)" : `${database}, empty data directory`,
      `${ms(a.startupMs)}; existing data directory ${a.restartMs === undefined ? "n/a" : ms(a.restartMs)}`,
      `${a.rssIdleMiB} MiB`,
      `${a.rssAfterLoadMiB} MiB (after seeding and API load)`,
      tree(a.memoryIdle),
      tree(a.memoryAfterLoad),
    ]);
  }
  return [
    "## Server start-up and memory",
    "",
    "Start-up: from spawning `node server/dist/main.js` to the first 200 from `/api/health`, on an empty data directory and again on the data directory the load filled (stop, then start). Memory from `/proc`: the server process's resident set size, and for all the product's processes (the server and the embedded PostgreSQL it starts, with its backends) the sum of their proportional set sizes, which counts PostgreSQL's shared memory and binary once rather than once per process (the RSS sum is shown beside it). Idle is one second after start-up.",
    "",
    table(
      [
        "server process",
        "database",
        "start-up",
        "server RSS idle",
        "server RSS after load",
        "all processes idle (PSS)",
        "all processes after load (PSS)",
      ],
      rows,
    ),
  ].join("\n");
}

function lanesSection(r: BenchReport): string {
  const lanes = r.api.flatMap(({ result }) => (result.ok ? [result.value] : []));
  const title = "## Database lanes side by side";
  if (lanes.length === 0) return `${title}\n\n${skipped("no staff API lane completed")}`;
  return [
    title,
    "",
    "The same staff API measurements on each database, in this run: the embedded PostgreSQL that `npm start` runs, PGlite (`EMBEDDED_DATABASE=pglite`), and a PostgreSQL server (`BENCH_DATABASE_URL`).",
    "",
    ...databaseFigureRows(lanes),
  ].join("\n");
}

export function renderMarkdown(r: BenchReport, previous?: BenchReport): string {
  return `${[header(r), summarySection(r, previous), lighthouseSection(r.lighthouse), baselineSection(r.lighthouse), weightSection(r), staticSection(r.staticServing), lanesSection(r), apiSection(r), findingSection(r.finding), renderPublishing(r.publishing), renderPublishingAtScale(r.publishingAtScale), processSection(r)].join("\n\n")}\n`;
}

function storedReports(): BenchReport[] {
  return readdirSync(resultsDir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(join(resultsDir, f), "utf8")) as BenchReport)
    .sort((a, b) => b.context.date.localeCompare(a.context.date));
}

/** The newest earlier report of another commit, a full one when there is one. */
export function previousReport(r: BenchReport, reports: BenchReport[] = storedReports()): BenchReport | undefined {
  const earlier = reports.filter((p) => p.context.date < r.context.date && p.context.commit !== r.context.commit);
  return earlier.find((p) => !p.quick && !p.partial) ?? earlier[0];
}

/** Writes `<date>-<commit>[-quick].md` and `.json`, then rebuilds the index of reports. */
export function writeReport(r: BenchReport): string {
  mkdirSync(resultsDir, { recursive: true });
  const name = `${r.context.date.slice(0, 10)}-${r.context.commit}${r.quick ? "-quick" : r.partial ? "-partial" : ""}`;
  writeFileSync(join(resultsDir, `${name}.md`), renderMarkdown(r, previousReport(r)));
  writeFileSync(join(resultsDir, `${name}.json`), `${JSON.stringify(r, null, 2)}\n`);
  writeIndex();
  return join(resultsDir, `${name}.md`);
}

function writeIndex(): void {
  const entries = readdirSync(resultsDir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => ({ f, report: JSON.parse(readFileSync(join(resultsDir, f), "utf8")) as BenchReport }))
    .sort((a, b) => b.report.context.date.localeCompare(a.report.context.date));
  const rows = entries.map(({ f, report }) => [
    `[${f.replace(/\.json$/, "")}](./${f.replace(/\.json$/, ".md")})`,
    report.context.date,
    report.context.commit,
    report.quick ? "quick (indicative)" : "full",
    `${report.context.machine.cpuModel}, ${report.context.machine.cores} cores`,
  ]);
  writeFileSync(
    join(resultsDir, "index.md"),
    `# Benchmark reports\n\nNewest first. Written by \`npm run bench\`; see "Benchmarks" in the README.\n\n${table(["report", "date", "commit", "mode", "machine"], rows)}\n`,
  );
}
