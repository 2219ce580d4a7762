import type { ApiFigures } from "./api-load";
import type { BenchReport } from "./bench-report";
import { atMost, type SummaryRow, TARGETS } from "./targets";

/** The lane `npm start` runs: the embedded PostgreSQL, or PGlite in reports from before decision 006. */
export function defaultLane(r: BenchReport): ApiFigures | undefined {
  const find = (name: string) => {
    const lane = r.api.find((a) => a.database === name)?.result;
    return lane?.ok ? lane.value : undefined;
  };
  return find("embedded PostgreSQL") ?? find("PGlite");
}

export function lane(r: BenchReport, name: string): ApiFigures | undefined {
  const found = r.api.find((a) => a.database === name)?.result;
  return found?.ok ? found.value : undefined;
}

export function contentListFailures(a: ApiFigures): number {
  return a.contentList.errors + Object.values(a.contentList.non2xx).reduce((x, y) => x + y, 0);
}

/** Memory of every process of the product: PSS of the process tree, or the server's RSS in older reports (one process). */
function productMemory(a: ApiFigures, when: "idle" | "after load"): { value: number; text: string } {
  const tree = when === "idle" ? a.memoryIdle : a.memoryAfterLoad;
  if (tree) {
    return {
      value: tree.pssMiB,
      text: `${tree.pssMiB} MiB PSS over ${tree.processes} processes (RSS sum ${tree.rssMiB} MiB)`,
    };
  }
  const rss = when === "idle" ? a.rssIdleMiB : a.rssAfterLoadMiB;
  return { value: rss, text: `${rss} MiB RSS (one process)` };
}

/**
 * Issue 17's server targets (embedded database and API), kept together: the
 * default lane's memory and start-up, and its content list against
 * PostgreSQL's in the same run.
 */
export function serverTargetRows(r: BenchReport): SummaryRow[] {
  const rows: SummaryRow[] = [];
  const main = defaultLane(r);
  const name = main?.database ?? "embedded database";
  const notMeasured = (key: string, target: string, reason: string) =>
    rows.push({ key, target, result: `not measured: ${reason}`, check: undefined });

  const idleTarget = `${name}: memory of all its processes, idle ≤ ${TARGETS.memoryIdleMiB} MiB`;
  const loadTarget = `${name}: memory of all its processes after the load ≤ ${TARGETS.memoryAfterLoadMiB} MiB`;
  const restartTarget = `${name}: start-up on an existing data directory ≤ ${TARGETS.restartMs} ms`;
  const ratioTarget = `${name}: content list p99 at ${TARGETS.contentListConnections} connections ≤ ${TARGETS.contentListP99RatioToPostgres}× PostgreSQL's (same run)`;
  const errorsTarget = `${name}: content list errors = 0`;
  if (!main) {
    const reason = "no embedded database lane";
    for (const [key, target] of [
      ["memory-idle", idleTarget],
      ["memory-after-load", loadTarget],
      ["restart", restartTarget],
      ["content-list-p99-ratio", ratioTarget],
      ["content-list-errors", errorsTarget],
    ] as const) {
      notMeasured(key, target, reason);
    }
    return rows;
  }

  const idle = productMemory(main, "idle");
  rows.push({
    key: "memory-idle",
    target: idleTarget,
    result: idle.text,
    check: atMost(idle.value, TARGETS.memoryIdleMiB, " MiB"),
    value: idle.value,
  });
  const loaded = productMemory(main, "after load");
  rows.push({
    key: "memory-after-load",
    target: loadTarget,
    result: loaded.text,
    check: atMost(loaded.value, TARGETS.memoryAfterLoadMiB, " MiB"),
    value: loaded.value,
  });
  if (main.restartMs === undefined) notMeasured("restart", restartTarget, "not in this report");
  else {
    rows.push({
      key: "restart",
      target: restartTarget,
      result: `${main.restartMs} ms (fresh data directory: ${main.startupMs} ms)`,
      check: atMost(main.restartMs, TARGETS.restartMs, " ms", 0),
      value: main.restartMs,
    });
  }

  const postgres = lane(r, "PostgreSQL");
  const p99 = main.contentList.p99Ms;
  if (!postgres || postgres.contentList.p99Ms === null || p99 === null) {
    notMeasured("content-list-p99-ratio", ratioTarget, postgres ? "no request completed" : "no PostgreSQL lane");
  } else {
    const ratio = Math.round((p99 / postgres.contentList.p99Ms) * 100) / 100;
    rows.push({
      key: "content-list-p99-ratio",
      target: ratioTarget,
      result: `${ratio}× (${p99} ms against ${postgres.contentList.p99Ms} ms)`,
      check: atMost(ratio, TARGETS.contentListP99RatioToPostgres, "×", 2),
      value: ratio,
    });
  }
  if (p99 !== null) {
    rows.push({
      key: "content-list-p99",
      target: `${name}: content list p99 < ${TARGETS.contentListP99Ms} ms at ${TARGETS.contentListConnections} connections (earlier target)`,
      result: `p99 ${p99} ms (first page of ${main.list.pageSize})`,
      check:
        p99 < TARGETS.contentListP99Ms
          ? { met: true, gap: "" }
          : { met: false, gap: `+${p99 - TARGETS.contentListP99Ms} ms, must be below ${TARGETS.contentListP99Ms} ms` },
      value: p99,
    });
  }
  const failures = contentListFailures(main);
  rows.push({
    key: "content-list-errors",
    target: errorsTarget,
    result: String(failures),
    check: failures === 0 ? { met: true, gap: "" } : { met: false, gap: `${failures} failed` },
    value: failures,
  });
  return rows;
}

const fmtMs = (n: number | null | undefined) => (n === null || n === undefined ? "n/a" : `${n} ms`);

/** The database lanes side by side: one column per lane, one row per figure. */
export function databaseFigureRows(lanes: ApiFigures[]): string[] {
  const memory = (m: ApiFigures["memoryIdle"], rss: number) =>
    m ? `${m.pssMiB} MiB PSS / ${m.rssMiB} MiB RSS (${m.processes} proc.)` : `${rss} MiB RSS (server only)`;
  const figures: [string, (a: ApiFigures) => string][] = [
    ["start-up, empty data directory", (a) => fmtMs(a.startupMs)],
    ["start-up, existing data directory", (a) => fmtMs(a.restartMs)],
    ["memory idle, all processes", (a) => memory(a.memoryIdle, a.rssIdleMiB)],
    ["memory after the load, all processes", (a) => memory(a.memoryAfterLoad, a.rssAfterLoadMiB)],
    ["server process RSS idle / after load", (a) => `${a.rssIdleMiB} / ${a.rssAfterLoadMiB} MiB`],
    [
      `content list at ${TARGETS.contentListConnections} connections: p50 / p99`,
      (a) => `${fmtMs(a.contentList.p50Ms)} / ${fmtMs(a.contentList.p99Ms)}`,
    ],
    ["content list req/s", (a) => String(a.contentList.requestsPerSecond)],
    ["content list errors and non-2xx", (a) => String(contentListFailures(a))],
    ["health p99, req/s", (a) => `${fmtMs(a.health.p99Ms)}, ${a.health.requestsPerSecond}`],
    ["sign-in p50 / p99", (a) => `${fmtMs(a.signIn.p50Ms)} / ${fmtMs(a.signIn.p99Ms)}`],
    [`seeding ${lanes[0]?.list.seeded ?? 0} items (8 at a time)`, (a) => fmtMs(a.seedMs)],
  ];
  return [
    `| figure | ${lanes.map((a) => a.database).join(" | ")} |`,
    `| --- | ${lanes.map(() => "---").join(" | ")} |`,
    ...figures.map(([label, get]) => `| ${label} | ${lanes.map(get).join(" | ")} |`),
  ];
}
