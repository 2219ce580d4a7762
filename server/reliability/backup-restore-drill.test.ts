import { spawn } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { API_PATHS } from "@helixmap/common/api-paths";
import { PRESS_ALERT_PATHS } from "@helixmap/common/routes";
import type { ApplicationListResponse, ApplicationResponse } from "@helixmap/common/trial-applications";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { unpackArchive } from "../src/backup/archive";
import { openDatabase } from "../src/db/client";
import { validApplication } from "../src/test/applications";
import { createTestDatabase, type TestDatabase } from "../src/test/databases";
import { totpCode } from "../src/test/totp";
import { storedTitles } from "./support/content";
import { SERVER_LANES } from "./support/lanes";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  postJson,
  registerConfirmed,
  type ServerProcess,
  signedInAdmin,
  signIn,
  startServerProcess,
} from "./support/server-process";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
/** The secrets live outside the archive: both servers and both commands get the same ones. */
const SECRETS = {
  AUTH_SECRET: "drill-auth-secret-of-at-least-32-characters",
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString("base64"),
};
const TWO_FACTOR_EMAIL = "drill-two-factor@test.helixmap.example";
const TWO_FACTOR_PASSWORD = "drill-two-factor-password";
const WRITERS = 3;

/** Runs `npm run backup` or `npm run restore` (their built scripts) without blocking this process's writers. */
function runScript(script: "backup" | "restore", args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [join(ROOT, `server/dist/${script}.js`), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, NODE_ENV: "development", LOG_LEVEL: "warn", ...SECRETS, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (c: Buffer) => {
    output += c.toString("utf8");
  });
  child.stderr.on("data", (c: Buffer) => {
    output += c.toString("utf8");
  });
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once("exit", (code) => resolve({ code, output })),
  );
}

/** The token of the newest mail to `to` linking to `path`; the mail is written after the answer, so it is waited for. */
async function mailLink(dataDir: string, to: string, path: string): Promise<string> {
  const dir = join(dataDir, "outbox");
  for (let attempt = 0; attempt < 50; attempt++) {
    for (const name of (await readdir(dir).catch(() => [] as string[])).sort().reverse()) {
      let mail: { to: string; links: string[] };
      try {
        mail = JSON.parse(await readFile(join(dir, name), "utf8"));
      } catch {
        continue; // still being written
      }
      const link = mail.links.find((l) => new URL(l).pathname === path);
      if (mail.to === to && link) return new URL(link).searchParams.get("token") ?? "";
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${path} mail to ${to}`);
}

async function call(server: ServerProcess, method: string, path: string, cookie: string, body?: unknown) {
  const res = await fetch(server.url + path, {
    method,
    headers: { cookie, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

/** Every application, decrypted, as an administrator sees it. */
async function applications(server: ServerProcess, cookie: string) {
  const list = (await call(server, "GET", API_PATHS.trialApplications, cookie)) as ApplicationListResponse;
  const details = await Promise.all(
    list.applications.map(
      async (a) =>
        ((await call(server, "GET", API_PATHS.trialApplication(a.id), cookie)) as ApplicationResponse).application,
    ),
  );
  return details
    .map((a) => ({
      reference: a.reference,
      name: `${a.firstName} ${a.lastName}`,
      email: a.email,
      history: a.medicalHistory,
    }))
    .sort((a, b) => a.reference.localeCompare(b.reference));
}

/** Content with versions and a deploy, a user with two-factor, subscribers, applications: what a real server holds. */
async function fill(server: ServerProcess, dataDir: string, admin: string) {
  for (let i = 0; i < 20; i++) {
    const { item } = (await call(server, "POST", API_PATHS.content, admin, {
      title: `Drill item ${i}`,
      content: `Body ${i}`,
      published: i % 2 === 0,
    })) as { item: { id: string } };
    await call(server, "PATCH", API_PATHS.contentItem(item.id), admin, { content: `Body ${i}, second version` });
  }
  await call(server, "POST", API_PATHS.deployments, admin, {});

  await registerConfirmed(server, dataDir, TWO_FACTOR_EMAIL, TWO_FACTOR_PASSWORD);
  const person = await signIn(server, TWO_FACTOR_EMAIL, TWO_FACTOR_PASSWORD);
  const { secret } = (await call(server, "POST", API_PATHS.account.twoFactorEnable, person, {
    password: TWO_FACTOR_PASSWORD,
  })) as { secret: string };
  await call(server, "POST", API_PATHS.account.twoFactorConfirm, person, { code: totpCode(secret) });

  for (let i = 0; i < 3; i++) {
    const email = `drill-reader-${i}@test.helixmap.example`;
    expect((await postJson(server.url, API_PATHS.pressAlerts.subscribe, { email })).status).toBe(202);
    const token = await mailLink(dataDir, email, PRESS_ALERT_PATHS.confirm);
    expect((await postJson(server.url, API_PATHS.pressAlerts.confirm, { token })).status).toBe(200);
  }
  for (let i = 0; i < 4; i++) {
    const res = await postJson(
      server.url,
      API_PATHS.trialApplications,
      validApplication({ medicalHistory: `History ${i}` }),
    );
    expect(res.status).toBe(201);
  }
  return secret;
}

/** Writers creating content as fast as the server acknowledges, each write noted with the time it was acknowledged. */
function keepWriting(server: ServerProcess, cookie: string) {
  const acknowledged: { id: string; title: string; at: number }[] = [];
  let stop = false;
  let n = 0;
  const writer = async () => {
    while (!stop) {
      const title = `Written during the drill ${n++}`;
      const res = await postJson(server.url, API_PATHS.content, { title, content: "x".repeat(500) }, cookie);
      if (res.status !== 201) throw new Error(`write answered ${res.status}`);
      const { item } = (await res.json()) as { item: { id: string } };
      acknowledged.push({ id: item.id, title, at: performance.now() });
    }
  };
  const done = Promise.all(Array.from({ length: WRITERS }, writer));
  return {
    acknowledged,
    async stop() {
      stop = true;
      await done;
    },
  };
}

/** Each table of the restored database holds exactly the rows of its archive member. */
async function expectEveryRowBack(archive: string, open: () => ReturnType<typeof openDatabase>) {
  const work = await mkdtemp(join(tmpdir(), "helixmap-drill-check-"));
  const manifest = await unpackArchive(archive, work);
  const handle = await open();
  try {
    for (const [table, { member, columns, rows }] of Object.entries(manifest.database.tables)) {
      const list = sql.join(
        columns.map((c) => sql.identifier(c)),
        sql`, `,
      );
      const archived = (await readFile(join(work, member), "utf8")).split("\n").filter(Boolean);
      const filter = table === "app_settings" ? sql`where key <> 'auth_secret'` : sql``;
      const { rows: restored } = (await handle.db.execute(
        sql`select row_to_json(t)::text as r from (select ${list} from ${sql.identifier(table)} ${filter}) t`,
      )) as unknown as { rows: { r: string }[] };
      expect(restored.length, table).toBe(rows);
      expect(restored.map((r) => r.r).sort(), table).toEqual([...archived].sort());
    }
  } finally {
    await handle.close();
    await rm(work, { recursive: true, force: true });
  }
  return manifest;
}

for (const lane of SERVER_LANES.filter((l) => l.embedded !== "pglite")) {
  describe.skipIf(lane.skip)(`backup and restore drill (${lane.name})`, () => {
    it("restores every row, application and sign-in from a backup taken while writes continued", async () => {
      // Each data directory is a folder of its own under the temporary folder, which the embedded database's
      // user can enter when the tests run as root.
      const work = await mkdtemp(join(tmpdir(), "helixmap-drill-"));
      const sourceDir = await mkdtemp(join(tmpdir(), "helixmap-drill-source-"));
      const targetDir = await mkdtemp(join(tmpdir(), "helixmap-drill-target-"));
      const archive = join(work, "drill.tar.gz");
      const databases: TestDatabase[] = [];
      const fresh = async () => {
        if (lane.embedded) return undefined;
        const db = await createTestDatabase("postgres");
        databases.push(db);
        return db.url;
      };
      const sourceUrl = await fresh();
      const targetUrl = await fresh();
      const dbEnv = (url: string | undefined): Record<string, string> => (url ? { DATABASE_URL: url } : {});
      let server: ServerProcess | undefined;
      try {
        server = await startServerProcess({ dataDir: sourceDir, databaseUrl: sourceUrl, env: SECRETS });
        const admin = await signedInAdmin(server, sourceDir);
        const secret = await fill(server, sourceDir, admin);
        const applicationsBefore = await applications(server, admin);

        const writes = keepWriting(server, admin);
        while (writes.acknowledged.length < 30) await new Promise((r) => setTimeout(r, 10));
        const backupBegan = performance.now();
        const backup = await runScript("backup", [archive], { DATA_DIR: sourceDir, ...dbEnv(sourceUrl) });
        const backupEnded = performance.now();
        await writes.stop();
        expect(backup.code, backup.output).toBe(0);
        expect(backup.output).toContain("The archive holds no secrets");
        expect(backup.output).toContain("DATA_ENCRYPTION_KEY");
        const duringBackup = writes.acknowledged.filter((w) => w.at > backupBegan && w.at < backupEnded);
        expect(duringBackup.length, "writes acknowledged while the backup ran").toBeGreaterThan(0);
        expect(await server.stop()).toBe(0);
        server = undefined;

        const restore = await runScript("restore", [archive], { DATA_DIR: targetDir, ...dbEnv(targetUrl) });
        expect(restore.code, restore.output).toBe(0);
        expect(restore.output).toContain("every checksum matched");
        const manifest = await expectEveryRowBack(archive, () =>
          openDatabase({ databaseUrl: targetUrl, dataDir: targetDir, migrate: false }),
        );
        expect(manifest.database.tables.content_versions?.rows).toBeGreaterThanOrEqual(40);
        expect(manifest.database.tables.two_factor?.rows).toBe(1);
        expect(manifest.database.tables.audit_logs?.rows).toBeGreaterThan(0);
        expect(manifest.database.tables.press_alert_subscribers?.rows).toBe(3);

        // The archive holds the media library's rows, not its files: the operator copies DATA_DIR/media/
        // alongside (docs/media.md, docs/operations.md), as here.
        await cp(join(sourceDir, "media"), join(targetDir, "media"), { recursive: true });
        server = await startServerProcess({ dataDir: targetDir, databaseUrl: targetUrl, env: SECRETS });
        const ready = await fetch(server.url + API_PATHS.ready);
        expect(await ready.json()).toEqual({ status: "ready" });
        const restoredAdmin = await signIn(server, ADMIN_EMAIL, ADMIN_PASSWORD);
        const titles = await storedTitles(server.url, restoredAdmin);
        const lost = writes.acknowledged.filter((w) => w.at < backupBegan && titles.get(w.id) !== w.title);
        expect(lost, "writes acknowledged before the backup began").toEqual([]);
        expect(await applications(server, restoredAdmin)).toEqual(applicationsBefore);

        // Password, then the code from the authenticator app enrolled before the backup.
        const password = await postJson(server.url, API_PATHS.auth.signIn, {
          email: TWO_FACTOR_EMAIL,
          password: TWO_FACTOR_PASSWORD,
        });
        expect(await password.json()).toEqual({ twoFactorRequired: true });
        // Only the pending challenge's cookie: the answer also clears the session cookie, which would count as one.
        const challenge = password.headers
          .getSetCookie()
          .map((c) => c.split(";")[0] ?? "")
          .filter((c) => c.startsWith("hm.two_factor="))
          .join("; ");
        const code = await postJson(server.url, API_PATHS.auth.twoFactor, { code: totpCode(secret) }, challenge);
        expect(code.status, await code.clone().text()).toBe(200);
        expect(await server.stop()).toBe(0);
        server = undefined;
      } finally {
        await server?.kill();
        for (const db of databases) await db.drop();
        for (const dir of [work, sourceDir, targetDir]) await rm(dir, { recursive: true, force: true });
      }
    });
  });
}
