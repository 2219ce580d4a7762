import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { API_PATHS } from "@helixmap/common/api-paths";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const MAIN = join(ROOT, "server/dist/main.js");
export const ADMIN_EMAIL = "reliability-admin@test.helixmap.example";
export const ADMIN_PASSWORD = "reliability-admin-password";

export interface ServerProcess {
  url: string;
  pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** SIGKILL: no shutdown handler runs, nothing is flushed by the server. */
  kill(): Promise<void>;
  /** SIGTERM and wait for a clean exit. */
  stop(): Promise<number | null>;
}

export interface ServerOptions {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/** Starts `node server/dist/main.js` (the real build) on a free loopback port and waits until it listens. */
export async function startServerProcess(opts: ServerOptions): Promise<ServerProcess> {
  if (!existsSync(MAIN) || !existsSync(join(ROOT, "web/build/server/index.js"))) {
    throw new Error("The reliability tests run the built server: run `npm run build` first.");
  }
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: opts.dataDir,
      ADMIN_EMAIL,
      LOG_LEVEL: "warn",
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
      ...opts.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (c: Buffer) => {
    output += c.toString("utf8");
  });
  child.stderr?.on("data", (c: Buffer) => {
    output += c.toString("utf8");
  });

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within 60 s:\n${output}`)), 60_000);
    const onData = () => {
      const match = output.match(/HelixMap is running at (http:\/\/\S+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        child.stdout?.off("data", onData);
        resolve(match[1].replace("localhost", "127.0.0.1"));
      }
    };
    child.stdout?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error("server process has no pid");

  return {
    url,
    pid,
    output: () => output,
    async kill() {
      child.kill("SIGKILL");
      await exited(child);
    },
    async stop() {
      child.kill("SIGTERM");
      return exited(child);
    },
  };
}

/** POSTs JSON; a thrown fetch (connection refused or reset) is left to the caller. */
export async function postJson(url: string, path: string, body: unknown, cookie?: string) {
  return fetch(url + path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

export function sessionCookie(res: Response): string {
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error("no session cookie in the answer");
  return cookie;
}

async function confirmationToken(dataDir: string, email: string): Promise<string> {
  const dir = join(dataDir, "outbox");
  for (let attempt = 0; attempt < 50; attempt++) {
    const names = (await readdir(dir).catch(() => [] as string[])).sort();
    for (const name of names.reverse()) {
      const mail = JSON.parse(await readFile(join(dir, name), "utf8")) as { to: string; links: string[] };
      const link = mail.links.find((l) => l.includes("/admin/confirm"));
      if (mail.to === email && link) return new URL(link).searchParams.get("token") ?? "";
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no confirmation mail to ${email} in ${dir}`);
}

/** Registers an account through the API and confirms it with the link from the outbox. */
export async function registerConfirmed(server: ServerProcess, dataDir: string, email: string, password: string) {
  const registered = await postJson(server.url, API_PATHS.auth.register, { fullName: email, email, password });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const token = await confirmationToken(dataDir, email);
  const confirmed = await postJson(server.url, API_PATHS.auth.confirm, { token });
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status} ${await confirmed.text()}`);
}

export async function signIn(server: ServerProcess, email: string, password: string): Promise<string> {
  const res = await postJson(server.url, API_PATHS.auth.signIn, { email, password });
  if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return sessionCookie(res);
}

/** The configured administrator, registered, confirmed and signed in. */
export async function signedInAdmin(server: ServerProcess, dataDir: string): Promise<string> {
  await registerConfirmed(server, dataDir, ADMIN_EMAIL, ADMIN_PASSWORD);
  return signIn(server, ADMIN_EMAIL, ADMIN_PASSWORD);
}
