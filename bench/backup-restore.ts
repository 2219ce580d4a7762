// `npm run bench:backup`: how long `npm run backup` and `npm run restore` take for a data directory holding
// 10,000 content items (1,000 with BENCH_QUICK=1), on the embedded PostgreSQL and, with BENCH_DATABASE_URL, on
// PostgreSQL. Each command is timed whole, as an operator runs it: Node's start, the database, the archive.
import { spawn } from "node:child_process";
import { statSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { API_PATHS } from "@helixmap/common/api-paths";
import pg from "pg";
import { benchAccounts, createAccounts } from "./api-accounts";
import { seedContent } from "./api-seed";
import { describeRun } from "./machine";
import { newDataDir, removeDataDir, repoRoot, startServer } from "./server-process";

const ITEMS = process.env.BENCH_QUICK === "1" ? 1_000 : 10_000;
/** Outside the archive, the same for every command and server of a lane. */
const SECRETS = {
  AUTH_SECRET: "bench-auth-secret-of-at-least-32-characters",
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 5).toString("base64"),
};

function timed(script: "backup" | "restore", args: string[], env: Record<string, string>) {
  const started = performance.now();
  const child = spawn(process.execPath, [join(repoRoot, `server/dist/${script}.js`), ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, LOG_LEVEL: "warn", ...SECRETS, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (c: Buffer) => {
    output += c.toString("utf8");
  });
  return new Promise<number>((resolve, reject) =>
    child.once("exit", (code) =>
      code === 0 ? resolve(performance.now() - started) : reject(new Error(`${script} exited ${code}:\n${output}`)),
    ),
  );
}

async function untilReady(url: string): Promise<void> {
  for (;;) {
    // A connection the server is closing as it answers (a keep-alive race) is only asked again.
    const ready = await fetch(`${url}${API_PATHS.ready}`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

interface Lane {
  name: string;
  source?: string;
  target?: string;
}

async function lanes(): Promise<Lane[]> {
  const all: Lane[] = [{ name: "embedded PostgreSQL" }];
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    // The restore needs an empty database of its own beside BENCH_DATABASE_URL.
    const target = new URL(url);
    target.pathname = `${target.pathname}_restore`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${target.pathname.slice(1)}`);
    await admin.query(`create database ${target.pathname.slice(1)}`);
    await admin.end();
    all.push({ name: "PostgreSQL", source: url, target: target.toString() });
  }
  return all;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const rows: string[] = [];
console.log(describeRun());
for (const lane of await lanes()) {
  const sourceDir = newDataDir();
  const targetDir = newDataDir();
  const archive = join(newDataDir(), "bench.tar.gz");
  const dbEnv = (url?: string): Record<string, string> => (url ? { DATABASE_URL: url } : {});
  try {
    const accounts = benchAccounts();
    const source = await startServer({
      dataDir: sourceDir,
      databaseUrl: lane.source,
      adminEmail: accounts.admin.email,
      env: SECRETS,
    });
    const { adminCookie } = await createAccounts(source.url, sourceDir, accounts);
    // No deploy of thousands of pages while seeding: the figures are the commands', not the renderer's.
    await fetch(`${source.url}${API_PATHS.deploymentSettings}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", origin: source.url, cookie: adminCookie },
      body: JSON.stringify({ autoDeploy: false }),
    });
    const seedStarted = performance.now();
    await seedContent(source.url, adminCookie, ITEMS);
    console.log(`${lane.name}: ${ITEMS} items seeded through the API in ${seconds(performance.now() - seedStarted)}`);
    // Taken while the server runs, as an operator would.
    const backupMs = await timed("backup", [archive], { DATA_DIR: sourceDir, ...dbEnv(lane.source) });
    console.log(`${lane.name}: backup ${seconds(backupMs)}`);
    await source.stop();
    const restoreMs = await timed("restore", [archive], { DATA_DIR: targetDir, ...dbEnv(lane.target) });
    console.log(`${lane.name}: restore ${seconds(restoreMs)}`);
    const started = performance.now();
    const restored = await startServer({ dataDir: targetDir, databaseUrl: lane.target, env: SECRETS });
    await untilReady(restored.url);
    const readyMs = performance.now() - started;
    await restored.stop();
    const size = statSync(archive).size / 1024 / 1024;
    rows.push(
      `| ${lane.name} | ${ITEMS} | ${seconds(backupMs)} | ${size.toFixed(1)} MB | ${seconds(restoreMs)} | ${seconds(readyMs)} |`,
    );
  } finally {
    for (const dir of [sourceDir, targetDir, join(archive, "..")]) removeDataDir(dir);
  }
}
console.log("\n| database | content items | backup | archive | restore | first start to ready |");
console.log("| --- | --- | --- | --- | --- | --- |");
console.log(rows.join("\n"));
