// Publishing at scale (issue 28): a site of 10,000 published items deployed in full, again after one edit,
// rolled back, with the health endpoint timed during the full deploy, memory after it, and the partner's
// content list on this server against the same list on PostgreSQL (BENCH_DATABASE_URL).

import { availableParallelism } from "node:os";
import type { Deployment } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { benchAccounts, createAccounts } from "./api-accounts";
import type { Timing } from "./api-load";
import type { Section } from "./bench-report";
import { type LoadFigures, measureLoad } from "./load";
import { deploy, publishedItem, publishWithoutApproval, seed, TYPES } from "./publishing";
import { newDataDir, type ProcessMemory, removeDataDir, type ServerProcess, startServer } from "./server-process";

/** The size issue 28 names; BENCH_PUBLISHING_ITEMS sets another (fewer for development runs). */
export const SCALE_ITEMS_DEFAULT = 10_000;

/** Items the scenario publishes: BENCH_PUBLISHING_ITEMS, else 10,000 (1,000 in quick mode). */
export function scaleItems(quick: boolean, env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.BENCH_PUBLISHING_ITEMS || (quick ? 1_000 : SCALE_ITEMS_DEFAULT));
}

/** Issue 28's figures. */
export const SCALE_TARGETS = {
  fullDeployMs: 60_000,
  editDeployMs: 2_000,
  rollbackMs: 1_000,
  healthP99Ms: 50,
  contentListRatio: 1.2,
  memoryMiB: 400,
} as const;

export interface ScaleDeploy {
  /** Start to end as the server recorded it, and the administrator's request. */
  serverMs: number;
  requestMs: number;
  pageCount: number;
  renderedCount: number;
  changedPaths: string[];
}

export interface ScaleFigures {
  items: number;
  /** Creating the items through the API, 8 at a time. */
  seedMs: number;
  renderWorkers: string;
  fullDeploy: ScaleDeploy;
  /** GET /api/health in a loop on 4 connections while the full deploy ran. */
  healthDuringDeploy: { requests: number; p50Ms: number; p99Ms: number; maxMs: number };
  /** The server and every process it started, two seconds after the full deploy. */
  memoryAfterFullDeploy: ProcessMemory;
  editedPath: string;
  editDeploy: ScaleDeploy;
  /** The administrator's rollback request, back to the full deploy's generation. */
  rollbackMs: number;
  contentList: LoadFigures;
  /** The same list, as many items, on a server on BENCH_DATABASE_URL; null without it. */
  contentListPostgres: LoadFigures | null;
}

/** What the server picks without RENDER_WORKERS (server/src/config/env.ts): one core is left to the main thread. */
function defaultRenderWorkers(): string {
  const cores = availableParallelism();
  return `${Math.max(1, cores - 1)} (default: one fewer than the ${cores} cores)`;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Times /api/health on `connections` loops until `done` settles. */
async function healthWhile(url: string, done: Promise<unknown>, connections = 4) {
  const times: number[] = [];
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  const loop = async () => {
    while (!finished) {
      const started = performance.now();
      const res = await fetch(`${url}${API_PATHS.health}`);
      await res.arrayBuffer();
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requests: times.length,
    p50Ms: round(percentile(times, 50)),
    p99Ms: round(percentile(times, 99)),
    maxMs: round(times.at(-1) ?? 0),
  };
}

function figuresOf(d: Deployment, requestMs: number): ScaleDeploy {
  return {
    serverMs: d.durationMs ?? 0,
    requestMs,
    pageCount: d.pageCount ?? 0,
    renderedCount: d.renderedCount ?? 0,
    changedPaths: d.changedPaths ?? [],
  };
}

async function call(url: string, path: string, cookie: string, method: string, body?: unknown) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { "content-type": "application/json", origin: url, cookie },
    body: method === "GET" ? undefined : JSON.stringify(body ?? {}),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

async function contentListLoad(server: ServerProcess, cookie: string, timing: Timing): Promise<LoadFigures> {
  return measureLoad({
    url: `${server.url}${API_PATHS.contentPage()}`,
    connections: 50,
    headers: { cookie, "accept-encoding": "gzip" },
    ...timing,
    settleUrl: `${server.url}${API_PATHS.health}`,
  });
}

/** A server with `items` published items, its accounts created. */
async function seededServer(items: number, databaseUrl?: string) {
  const dataDir = newDataDir();
  const accounts = benchAccounts();
  const server = await startServer({ dataDir, databaseUrl, adminEmail: accounts.admin.email });
  const close = async () => {
    await server.stop();
    removeDataDir(dataDir);
  };
  try {
    const cookies = await createAccounts(server.url, dataDir, accounts);
    // Without this the first press release would wait for a second administrator's approval (409).
    await publishWithoutApproval(server.url, cookies.adminCookie);
    const run = Date.now().toString(36);
    const seedStart = Date.now();
    // The first item is the one edited later: a press release, so its list, feed and sitemap show it.
    const first = publishedItem(run, 0, "press_release");
    const created = (await call(server.url, API_PATHS.content, cookies.adminCookie, "POST", first)) as {
      item: { id: string };
    };
    await seed(
      server.url,
      cookies.adminCookie,
      Array.from({ length: items - 1 }, (_, i) => publishedItem(run, i + 1, TYPES[(i + 1) % TYPES.length]!)),
    );
    return {
      server,
      ...cookies,
      edited: { id: created.item.id, slug: first.slug },
      seedMs: Date.now() - seedStart,
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}

export async function measurePublishingAtScale(
  items: number,
  timing: Timing,
  databaseUrl: string | undefined,
): Promise<ScaleFigures> {
  const site = await seededServer(items);
  let figures: Omit<ScaleFigures, "contentListPostgres">;
  try {
    const { server, adminCookie, partnerCookie } = site;
    // The seeded site's own first deploy ran at start-up; this one renders every page of the large site.
    const full = deploy(server.url, adminCookie, { full: true });
    const health = await healthWhile(server.url, full);
    const fullDone = await full;
    await new Promise((r) => setTimeout(r, 2000));
    const memory = server.memory();

    const { edited } = site;
    await call(server.url, API_PATHS.contentItem(edited.id), adminCookie, "PATCH", {
      summary: "Edited for the bench.",
    });
    await call(server.url, API_PATHS.publishContentChanges(edited.id), adminCookie, "POST");
    const edit = await deploy(server.url, adminCookie);

    const rollbackStart = performance.now();
    await call(server.url, API_PATHS.deploymentRollback(fullDone.deployment.id), adminCookie, "POST");
    const rollbackMs = Math.round(performance.now() - rollbackStart);

    figures = {
      items,
      seedMs: site.seedMs,
      renderWorkers: process.env.RENDER_WORKERS || defaultRenderWorkers(),
      fullDeploy: figuresOf(fullDone.deployment, fullDone.requestMs),
      healthDuringDeploy: health,
      memoryAfterFullDeploy: memory,
      editedPath: `/press-releases/${edited.slug}`,
      editDeploy: figuresOf(edit.deployment, edit.requestMs),
      rollbackMs,
      contentList: await contentListLoad(server, partnerCookie, timing),
    };
  } finally {
    await site.close();
  }
  let contentListPostgres: LoadFigures | null = null;
  if (databaseUrl) {
    const other = await seededServer(items, databaseUrl);
    try {
      contentListPostgres = await contentListLoad(other.server, other.partnerCookie, timing);
    } finally {
      await other.close();
    }
  }
  return { ...figures, contentListPostgres };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (ok: boolean) => (ok ? "met ✓" : "missed ✗");

/** The report's section, in the report's Markdown. */
export function renderPublishingAtScale(section: Section<ScaleFigures> | undefined): string {
  if (!section) return "## Publishing at scale\n\nNot measured in this run.\n";
  if (!section.ok) return `## Publishing at scale\n\nNot measured: ${section.reason}\n`;
  const f = section.value;
  const t = SCALE_TARGETS;
  const ratio =
    f.contentListPostgres?.p99Ms && f.contentList.p99Ms ? f.contentList.p99Ms / f.contentListPostgres.p99Ms : null;
  const pagesOnly = (paths: string[]) => paths.filter((p) => p.endsWith(".html") || p.endsWith(".data"));
  const rows = [
    [
      `full deploy of ${f.items.toLocaleString("en-US")} items ≤ ${seconds(t.fullDeployMs)}`,
      `${seconds(f.fullDeploy.serverMs)} server, ${seconds(f.fullDeploy.requestMs)} request; ${f.fullDeploy.renderedCount} of ${f.fullDeploy.pageCount} pages rendered`,
      verdict(f.fullDeploy.serverMs <= t.fullDeployMs),
    ],
    [
      `deploy after editing one item ≤ ${seconds(t.editDeployMs)}`,
      `${seconds(f.editDeploy.serverMs)} server, ${seconds(f.editDeploy.requestMs)} request; ${f.editDeploy.renderedCount} pages rendered; ${f.editDeploy.changedPaths.length} files changed: ${f.editDeploy.changedPaths.join(", ")}`,
      verdict(f.editDeploy.serverMs <= t.editDeployMs),
    ],
    [`rollback ≤ ${seconds(t.rollbackMs)}`, `${seconds(f.rollbackMs)} request`, verdict(f.rollbackMs <= t.rollbackMs)],
    [
      `health p99 during the full deploy < ${t.healthP99Ms} ms`,
      `p99 ${f.healthDuringDeploy.p99Ms} ms (p50 ${f.healthDuringDeploy.p50Ms} ms, max ${f.healthDuringDeploy.maxMs} ms, ${f.healthDuringDeploy.requests} requests)`,
      verdict(f.healthDuringDeploy.p99Ms < t.healthP99Ms),
    ],
    [
      `staff content list at 50 connections, p99 ≤ ${t.contentListRatio}× PostgreSQL's`,
      `p99 ${f.contentList.p99Ms} ms here (embedded PostgreSQL), ${f.contentListPostgres ? `${f.contentListPostgres.p99Ms} ms on PostgreSQL: ${ratio?.toFixed(2)}×` : "PostgreSQL not measured (BENCH_DATABASE_URL unset)"}`,
      ratio === null ? "not measured" : verdict(ratio <= t.contentListRatio),
    ],
    [
      `memory of all processes after a full deploy ≤ ${t.memoryMiB} MiB`,
      `${f.memoryAfterFullDeploy.pssMiB} MiB PSS over ${f.memoryAfterFullDeploy.processes} processes (RSS sum ${f.memoryAfterFullDeploy.rssMiB} MiB)`,
      verdict(f.memoryAfterFullDeploy.pssMiB <= t.memoryMiB),
    ],
  ];
  return [
    "## Publishing at scale",
    "",
    `${f.items.toLocaleString("en-US")} published items created through the API in ${seconds(f.seedMs)}, on the embedded PostgreSQL; render workers: ${f.renderWorkers}. The edit changed the summary of ${f.editedPath}; files written by that deploy beyond its pages and data files: ${f.editDeploy.changedPaths.length - pagesOnly(f.editDeploy.changedPaths).length}.`,
    "",
    "| figure | measured | target |",
    "| --- | --- | --- |",
    ...rows.map((r) => `| ${r.join(" | ")} |`),
    "",
  ].join("\n");
}
