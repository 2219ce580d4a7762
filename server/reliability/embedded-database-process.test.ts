import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { API_PATHS } from "@helixmap/common/api-paths";
import { describe, expect, it } from "vitest";
import { embeddedPaths } from "../src/db/embedded-postgres";
import { storedTitles, waitFor } from "./support/content";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  postJson,
  signedInAdmin,
  signIn,
  startServerProcess,
} from "./support/server-process";

const WRITERS = 4;
const KILLS = 2;
/** Acknowledged writes before each kill, and again after it (proving the database came back). */
const ACKS_BETWEEN_KILLS = 40;

function postmasterPid(dataDir: string): number {
  return Number(readFileSync(join(embeddedPaths(dataDir).cluster, "postmaster.pid"), "utf8").split("\n")[0]);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return !/^\d+ \(.*\) Z/.test(stat);
}

/**
 * Writers that keep going through a database outage: a refused write (5xx)
 * was never acknowledged, so it is simply not counted. The server process
 * itself must stay up the whole time.
 */
function writeThroughOutages(url: string, cookie: string) {
  const acknowledged = new Map<string, string>();
  const refused: number[] = [];
  const dropped: string[] = [];
  let stop = false;
  let n = 0;
  const writer = async () => {
    while (!stop) {
      const title = `Database kill item ${n++}`;
      let res: Response;
      try {
        res = await postJson(url, API_PATHS.content, { title, content: "x".repeat(2000) }, cookie);
      } catch (err) {
        dropped.push(String(err));
        return;
      }
      if (res.status === 201) {
        const { item } = (await res.json()) as { item: { id: string; title: string } };
        acknowledged.set(item.id, item.title);
      } else {
        refused.push(res.status);
        await res.arrayBuffer();
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  };
  const done = Promise.all(Array.from({ length: WRITERS }, writer));
  return {
    acknowledged,
    refused,
    /** Requests whose connection failed: the server process went away. */
    dropped,
    async stop() {
      stop = true;
      await done;
    },
  };
}

describe("embedded PostgreSQL as a separate process", () => {
  it(`keeps every acknowledged write when the database process is killed with SIGKILL mid-stream, ${KILLS} times, and the server restarts it`, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "helixmap-dbkill-"));
    try {
      const server = await startServerProcess({ dataDir });
      const cookie = await signedInAdmin(server, dataDir);
      const stream = writeThroughOutages(server.url, cookie);
      try {
        for (let kill = 0; kill < KILLS; kill++) {
          await waitFor(() => stream.acknowledged.size >= (2 * kill + 1) * ACKS_BETWEEN_KILLS, 60_000);
          const pid = postmasterPid(dataDir);
          process.kill(pid, "SIGKILL");
          await waitFor(() => stream.acknowledged.size >= (2 * kill + 2) * ACKS_BETWEEN_KILLS, 90_000);
          expect(postmasterPid(dataDir)).not.toBe(pid);
        }
        await stream.stop();
      } catch (err) {
        throw new Error(`${err}\nserver output:\n${server.output().slice(-4000)}`);
      }

      const health = await fetch(`${server.url}${API_PATHS.health}`);
      expect(await health.json()).toEqual({ status: "ok", database: true });
      const stored = await storedTitles(server.url, cookie);
      const lost = [...stream.acknowledged].filter(([id, title]) => stored.get(id) !== title);
      expect(lost, `${stream.acknowledged.size} acknowledged, ${stored.size} stored`).toEqual([]);
      // Refusals during the outages are the documented 500 envelope, never a dropped connection.
      expect(stream.dropped).toEqual([]);
      expect(new Set(stream.refused)).toSatisfy((codes: Set<number>) => [...codes].every((c) => c === 500));
      expect(await server.stop(), server.output().slice(-4000)).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("stops the database a server killed with SIGKILL left running, and takes over its data", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "helixmap-orphan-"));
    try {
      let server = await startServerProcess({ dataDir });
      const cookie = await signedInAdmin(server, dataDir);
      const orphan = postmasterPid(dataDir);
      expect(alive(orphan)).toBe(true);
      await server.kill();
      expect(alive(orphan)).toBe(true);

      server = await startServerProcess({ dataDir });
      expect(alive(orphan)).toBe(false);
      expect(postmasterPid(dataDir)).not.toBe(orphan);
      const me = await fetch(`${server.url}${API_PATHS.me}`, { headers: { cookie } });
      expect(me.status).toBe(200);
      await signIn(server, ADMIN_EMAIL, ADMIN_PASSWORD);
      const replacement = postmasterPid(dataDir);
      expect(await server.stop()).toBe(0);
      expect(alive(replacement)).toBe(false);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("refuses a second server on the same DATA_DIR with a message naming the first", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "helixmap-second-"));
    try {
      const first = await startServerProcess({ dataDir });
      await expect(startServerProcess({ dataDir })).rejects.toThrow(
        new RegExp(`in use by another server \\(pid ${first.pid}\\)`),
      );
      expect((await fetch(`${first.url}${API_PATHS.health}`)).status).toBe(200);
      expect(await first.stop()).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
