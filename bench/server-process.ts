import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";

export const repoRoot = new URL("../", import.meta.url).pathname;

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  /** Milliseconds from spawning the process to the first 200 from /api/health. */
  startupMs: number;
  rssMiB(): number;
  /** The server and every process it started (the embedded PostgreSQL and its backends). */
  memory(): ProcessMemory;
  stop(): Promise<void>;
}

/**
 * Memory of a process tree, from /proc. RSS counts a page once per process
 * that maps it, so PostgreSQL's shared buffers and binary are counted once per
 * backend; PSS splits each shared page between the processes mapping it, so
 * the PSS sum is what the tree really holds.
 */
export interface ProcessMemory {
  processes: number;
  rssMiB: number;
  pssMiB: number;
}

/** A free loopback port, so the benchmark never collides with a running server. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Resident set size of a process, from /proc (Linux). */
export function rssMiBOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN);
  return Math.round((kib / 1024) * 10) / 10;
}

const mib = (kib: number) => Math.round((kib / 1024) * 10) / 10;

function kibField(text: string, field: string): number {
  return Number(new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, "m").exec(text)?.[1] ?? 0);
}

/** A process and its descendants, from each thread's list of children. */
function processTree(pid: number): number[] {
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    const tasks = `/proc/${tree[i]}/task`;
    if (!existsSync(tasks)) continue;
    for (const task of readdirSync(tasks)) {
      const children = readFileSync(`${tasks}/${task}/children`, "utf8").trim();
      if (children) tree.push(...children.split(/\s+/).map(Number));
    }
  }
  return tree;
}

export function processTreeMemory(pid: number): ProcessMemory {
  let rss = 0;
  let pss = 0;
  let processes = 0;
  for (const p of processTree(pid)) {
    try {
      const rollup = readFileSync(`/proc/${p}/smaps_rollup`, "utf8");
      rss += kibField(rollup, "Rss");
      pss += kibField(rollup, "Pss");
      processes += 1;
    } catch {
      // The process ended while the tree was read.
    }
  }
  return { processes, rssMiB: mib(rss), pssMiB: mib(pss) };
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before it was healthy`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet: poll again.
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`The server at ${url} was not healthy within ${timeoutMs} ms`);
}

export function newDataDir(): string {
  return mkdtempSync(join(tmpdir(), "helixmap-bench-"));
}

/**
 * Starts the built production server (`server/dist/main.js`) on a loopback
 * port. The data directory is created fresh by the caller, so start-up
 * includes creating the embedded database and applying migrations.
 */
export async function startServer(opts: {
  dataDir: string;
  /** The checkout whose build runs: this one unless an earlier build is compared (bench/compare-builds.ts). */
  root?: string;
  databaseUrl?: string;
  adminEmail?: string;
  /** Extra environment, e.g. EMBEDDED_DATABASE. */
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ["server/dist/main.js"], {
    cwd: opts.root ?? repoRoot,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: opts.dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: opts.databaseUrl ?? "",
      ADMIN_EMAIL: opts.adminEmail ?? "",
      // Empty means the server's default: the bench measures the limits a deployment gets.
      AUTH_RATE_LIMIT_PER_MINUTE: "",
      ...opts.env,
    },
  });
  try {
    await waitForHealth(url, child, 60_000);
  } catch (err) {
    child.kill("SIGKILL");
    throw err;
  }
  const startupMs = performance.now() - started;
  const pid = child.pid!;
  return {
    url,
    port,
    dataDir: opts.dataDir,
    startupMs: Math.round(startupMs),
    rssMiB: () => rssMiBOf(pid),
    memory: () => processTreeMemory(pid),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

export function removeDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
