import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { signIn, startServerProcess } from "./support/server-process";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "helixmap-demo-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function runDemo(env: Record<string, string>) {
  return spawnSync(process.execPath, [join(ROOT, "server/dist/demo.js")], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, LOG_LEVEL: "warn", ...env },
    encoding: "utf8",
  });
}

function runAdminCreate(env: Record<string, string>, email: string, password: string) {
  return spawnSync(process.execPath, [join(ROOT, "server/dist/admin-create.js"), email], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, LOG_LEVEL: "warn", ...env },
    input: `${password}\n`,
    encoding: "utf8",
  });
}

describe("npm run demo", () => {
  it("creates a confirmed administrator and partner who can sign in with the printed passwords", async () => {
    const run = runDemo({ DATA_DIR: dataDir, ADMIN_EMAIL: "demo-admin@test.helixmap.example" });
    expect(run.status, run.stderr).toBe(0);
    const accounts = [...run.stdout.matchAll(/^\s+(administrator|partner)\s+(\S+)\s+password: (\S+)$/gm)];
    expect(accounts.map((m) => m[1])).toEqual(["administrator", "partner"]);

    const server = await startServerProcess({ dataDir, env: { ADMIN_EMAIL: "demo-admin@test.helixmap.example" } });
    try {
      for (const [, role, email, password] of accounts) {
        const cookie = await signIn(server, email ?? "", password ?? "");
        const me = await fetch(`${server.url}/api/me`, { headers: { cookie } });
        expect(((await me.json()) as { user: { role: string } }).user.role).toBe(role);
      }
    } finally {
      await server.stop();
    }
  });

  it("npm run admin:create makes an administrator from the shell, and demo then refuses that data directory", async () => {
    const created = runAdminCreate({ DATA_DIR: dataDir }, "ops@test.helixmap.example", "shell-made-password");
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toContain("Created administrator ops@test.helixmap.example");
    const server = await startServerProcess({ dataDir, env: { ADMIN_EMAIL: "demo-admin@test.helixmap.example" } });
    try {
      const cookie = await signIn(server, "ops@test.helixmap.example", "shell-made-password");
      const me = await fetch(`${server.url}/api/me`, { headers: { cookie } });
      expect(((await me.json()) as { user: { role: string } }).user.role).toBe("administrator");
    } finally {
      await server.stop();
    }
    const run = runDemo({ DATA_DIR: dataDir, ADMIN_EMAIL: "demo-admin@test.helixmap.example" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("besides the demo's own two");
  });

  it("refuses a PostgreSQL database and production mode", () => {
    const refusedSetups: Record<string, string>[] = [
      { DATA_DIR: dataDir, DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test" },
      {
        DATA_DIR: dataDir,
        NODE_ENV: "production",
        AUTH_SECRET: "x".repeat(40),
        DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
      },
    ];
    for (const env of refusedSetups) {
      const run = runDemo(env);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain("only works on the embedded database");
    }
  });
});
