import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { embeddedPaths, startEmbeddedPostgres } from "./embedded-postgres";
import { contentSections } from "./schema";

const silent = { info() {}, warn() {}, error() {}, debug() {} };

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error("condition not reached in time");
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("embedded PostgreSQL", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "helixmap-embedded-"));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("creates its cluster under DATA_DIR, keeps committed rows across a restart, and stops its process", async () => {
    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe("embedded-postgres");
    expect(existsSync(join(embeddedPaths(dataDir).cluster, "PG_VERSION"))).toBe(true);
    await first.db.insert(contentSections).values({ title: "Kept", slug: "kept", content: "x" });
    const pid = first.databasePid?.();
    expect(pid).toBeGreaterThan(0);
    await first.close();
    expect(() => process.kill(pid!, 0)).toThrow();

    const second = await openDatabase({ dataDir });
    const rows = await second.db.select().from(contentSections);
    expect(rows.map((r) => r.title)).toEqual(["Kept"]);
    await second.close();
  });

  it("listens on no TCP port and authenticates with the password kept in DATA_DIR", async () => {
    const db = await startEmbeddedPostgres(dataDir, silent);
    try {
      const settings = await readFile(join(embeddedPaths(dataDir).cluster, "postmaster.pid"), "utf8");
      // postmaster.pid line 6 is the listen address: empty when only the unix socket is open.
      expect(settings.split("\n")[5]).toBe("");
      expect(db.connection.password).toBe((await readFile(embeddedPaths(dataDir).password, "utf8")).trim());
      const pg = (await import("pg")).default;
      const wrong = new pg.Client({ ...db.connection, password: "not-the-password" });
      await expect(wrong.connect()).rejects.toThrow(/password authentication failed/);
    } finally {
      await db.stop();
    }
  });

  it("restarts the database process when it is killed, and the pool reconnects", async () => {
    const handle = await openDatabase({ dataDir });
    try {
      const before = handle.databasePid?.();
      process.kill(before!, "SIGKILL");
      await waitFor(async () => handle.databasePid?.() !== undefined && handle.databasePid?.() !== before, 30_000);
      await waitFor(() => handle.ping(), 30_000);
      const rows = await handle.db.execute(sql`select count(*)::int as n from content_sections`);
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    } finally {
      await handle.close();
    }
  });

  it("refuses a second server on the same DATA_DIR while the first one lives", async () => {
    const db = await startEmbeddedPostgres(dataDir, silent);
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    try {
      await writeFile(embeddedPaths(dataDir).owner, String(other.pid));
      await expect(startEmbeddedPostgres(dataDir, silent)).rejects.toThrow(/in use by another server/);
    } finally {
      other.kill("SIGKILL");
      await db.stop();
    }
  });
});
