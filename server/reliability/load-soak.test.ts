import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { API_PATHS } from "@helixmap/common/api-paths";
import { describe, expect, it } from "vitest";
import { laneDatabase, laneEnv, SERVER_LANES } from "./support/lanes";
import { signedInAdmin, startServerProcess } from "./support/server-process";

/** SOAK_SECONDS shortens the soak for a quick local look; CI runs the full minute. */
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
/** Requests started per second, whether or not earlier ones have finished (an open loop, like real visitors). */
const RATE = 40;
/** More requests in flight than this means the server has fallen behind: counted as errors. */
const MAX_IN_FLIGHT = 100;
/** RSS may grow this much from the end of warm-up to the end of the soak. */
const RSS_GROWTH_LIMIT_MB = 64;
const P99_LIMIT_MS = 1000;

type Kind = "read" | "write";

interface Sample {
  kind: Kind;
  name: string;
  ms: number;
  ok: boolean;
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1]);
  return kb / 1024;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

/** Seven reads to three writes; creations and deletions balance, so the data set stays the same size. */
function operation(
  i: number,
  items: string[],
): { kind: Kind; name: string; method: string; path: string; body?: unknown } {
  switch (i % 10) {
    case 0:
    case 1:
      return { kind: "read", name: "GET /api/content", method: "GET", path: API_PATHS.content };
    case 2:
      return { kind: "read", name: "GET /api/me", method: "GET", path: API_PATHS.me };
    case 3:
      return { kind: "read", name: "GET /api/audit-logs", method: "GET", path: API_PATHS.auditLogs };
    case 4:
      return { kind: "read", name: "GET /", method: "GET", path: "/" };
    case 5:
      return { kind: "read", name: "GET /investors", method: "GET", path: "/investors" };
    case 6:
      return { kind: "read", name: "GET /api/users", method: "GET", path: API_PATHS.users };
    case 7:
      return {
        kind: "write",
        name: "POST /api/content",
        method: "POST",
        path: API_PATHS.content,
        body: { title: `Soak ${i}`, content: "Soak test body. ".repeat(50), visibility: "partner" },
      };
    case 8: {
      const id = items[i % Math.max(1, items.length)];
      if (!id)
        return {
          kind: "write",
          name: "PATCH /api/me",
          method: "PATCH",
          path: API_PATHS.me,
          body: { fullName: `Soak ${i}` },
        };
      return {
        kind: "write",
        name: "PATCH /api/content/:id",
        method: "PATCH",
        path: API_PATHS.contentItem(id),
        body: { published: i % 2 === 0 },
      };
    }
    default: {
      const id = items.shift();
      if (!id)
        return {
          kind: "write",
          name: "PATCH /api/me",
          method: "PATCH",
          path: API_PATHS.me,
          body: { fullName: `Soak ${i}` },
        };
      return { kind: "write", name: "DELETE /api/content/:id", method: "DELETE", path: API_PATHS.contentItem(id) };
    }
  }
}

function report(lane: string, samples: Sample[], rss: number[]) {
  const lines = [`soak on ${lane}: ${samples.length} requests in ${SECONDS} s at ${RATE}/s`];
  const names = [...new Set(samples.map((s) => s.name))].sort();
  for (const group of ["all", "read", "write", ...names]) {
    const ms = samples
      .filter((s) => group === "all" || s.kind === group || s.name === group)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    lines.push(
      `  ${group.padEnd(26)} n=${String(ms.length).padStart(5)}  p50=${percentile(ms, 50).toFixed(1)}ms  p90=${percentile(ms, 90).toFixed(1)}ms  p99=${percentile(ms, 99).toFixed(1)}ms  max=${(ms.at(-1) ?? 0).toFixed(1)}ms`,
    );
  }
  lines.push(
    `  RSS MB per 10 s: ${rss
      .filter((_, i) => i % 10 === 0)
      .map((v) => v.toFixed(0))
      .join(" ")}`,
  );
  console.log(lines.join("\n"));
}

for (const lane of SERVER_LANES) {
  describe.skipIf(lane.skip)(`load and soak (${lane.name})`, () => {
    it(`serves a fixed-rate mix of reads and writes for ${SECONDS} s with no error, bounded latency and stable memory`, async () => {
      const dataDir = await mkdtemp(join(tmpdir(), "helixmap-soak-"));
      const database = await laneDatabase(lane);
      const server = await startServerProcess({ dataDir, databaseUrl: database.url, env: laneEnv(lane) });
      try {
        const cookie = await signedInAdmin(server, dataDir);
        const samples: Sample[] = [];
        const failures: string[] = [];
        const items: string[] = [];
        const rss: number[] = [];
        let inFlight = 0;
        const pending: Promise<void>[] = [];

        const fire = async (i: number) => {
          const op = operation(i, items);
          if (inFlight >= MAX_IN_FLIGHT) {
            failures.push(`${op.name}: more than ${MAX_IN_FLIGHT} requests in flight`);
            return;
          }
          inFlight++;
          const started = performance.now();
          try {
            const res = await fetch(server.url + op.path, {
              method: op.method,
              headers: { cookie, ...(op.body ? { "content-type": "application/json" } : {}) },
              body: op.body ? JSON.stringify(op.body) : undefined,
            });
            const text = await res.text();
            const ok = res.status < 400;
            samples.push({ kind: op.kind, name: op.name, ms: performance.now() - started, ok });
            if (!ok) failures.push(`${op.name}: ${res.status} ${text.slice(0, 200)}`);
            if (ok && op.name === "POST /api/content")
              items.push((JSON.parse(text) as { item: { id: string } }).item.id);
          } catch (err) {
            failures.push(`${op.name}: ${(err as Error).message}`);
          } finally {
            inFlight--;
          }
        };

        const start = performance.now();
        const total = SECONDS * RATE;
        let nextRssAt = 0;
        for (let i = 0; i < total; i++) {
          // Schedule by the clock, not by completions: a slow answer does not slow the arrivals.
          const due = start + (i * 1000) / RATE;
          const wait = due - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          pending.push(fire(i));
          if (performance.now() >= nextRssAt) {
            rss.push(await rssMb(server.pid));
            nextRssAt = performance.now() + 1000;
          }
        }
        await Promise.all(pending);
        rss.push(await rssMb(server.pid));
        report(lane.name, samples, rss);

        expect(failures.slice(0, 10), `${failures.length} failures`).toEqual([]);
        expect(samples.length).toBe(total);
        const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
        expect(percentile(sorted, 99)).toBeLessThan(P99_LIMIT_MS);
        // Warm-up is the first quarter; compare the second quarter with the last.
        const quarter = Math.floor(rss.length / 4);
        const growth = median(rss.slice(-quarter)) - median(rss.slice(quarter, 2 * quarter));
        expect(growth, `RSS grew by ${growth.toFixed(1)} MB`).toBeLessThan(RSS_GROWTH_LIMIT_MB);
      } finally {
        await server.stop();
        await database.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  });
}
