import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { API_PATHS } from "@helixmap/common/api-paths";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client";
import { storedTitles, waitFor } from "./support/content";
import { laneDatabase, laneEnv, SERVER_LANES } from "./support/lanes";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  postJson,
  signedInAdmin,
  signIn,
  startServerProcess,
} from "./support/server-process";

const WRITERS = 4;
const KILLS = 3;
/** Acknowledged writes per cycle before the kill; the writers keep going until the process is gone. */
const ACKS_BEFORE_KILL = 60;

interface Stream {
  acknowledged: Map<string, string>;
  /** Resolves once every writer has seen the server disappear. */
  done: Promise<void>;
}

/** Several writers POST content items as fast as the server acknowledges them, until requests start failing. */
function writeStream(url: string, cookie: string, cycle: number): Stream {
  const acknowledged = new Map<string, string>();
  let n = 0;
  const writer = async () => {
    for (;;) {
      const title = `Crash ${cycle} item ${n++}`;
      let res: Response;
      try {
        res = await postJson(url, API_PATHS.content, { title, content: "x".repeat(2000) }, cookie);
      } catch {
        return; // The connection died with the process: this write was never acknowledged.
      }
      if (res.status !== 201) throw new Error(`write answered ${res.status}: ${await res.text()}`);
      const { item } = (await res.json()) as { item: { id: string; title: string } };
      acknowledged.set(item.id, item.title);
    }
  };
  return { acknowledged, done: Promise.all(Array.from({ length: WRITERS }, writer)).then(() => {}) };
}

for (const lane of SERVER_LANES) {
  describe.skipIf(lane.skip)(`crash safety (${lane.name})`, () => {
    it(`keeps every acknowledged write when the server is killed with SIGKILL mid-stream, ${KILLS} times`, async () => {
      const dataDir = await mkdtemp(join(tmpdir(), "helixmap-crash-"));
      const database = await laneDatabase(lane);
      const env = laneEnv(lane);
      const acknowledged = new Map<string, string>();
      try {
        let server = await startServerProcess({ dataDir, databaseUrl: database.url, env });
        let cookie = await signedInAdmin(server, dataDir);
        for (let cycle = 0; cycle < KILLS; cycle++) {
          const stream = writeStream(server.url, cookie, cycle);
          await waitFor(() => stream.acknowledged.size >= ACKS_BEFORE_KILL, 60_000);
          await server.kill();
          await stream.done;
          for (const [id, title] of stream.acknowledged) acknowledged.set(id, title);

          server = await startServerProcess({ dataDir, databaseUrl: database.url, env });
          const health = await fetch(`${server.url}${API_PATHS.health}`);
          expect(await health.json()).toEqual({ status: "ok", database: true });
          // A session is an acknowledged write too: the one made before the crashes still works.
          const me = await fetch(`${server.url}${API_PATHS.me}`, { headers: { cookie } });
          expect(me.status).toBe(200);
          cookie = await signIn(server, ADMIN_EMAIL, ADMIN_PASSWORD);

          const stored = await storedTitles(server.url, cookie);
          const lost = [...acknowledged].filter(([id, title]) => stored.get(id) !== title);
          expect(lost, `cycle ${cycle}: ${acknowledged.size} acknowledged, ${stored.size} stored`).toEqual([]);
        }
        expect(await server.stop()).toBe(0);

        // Every surviving item has its audit entry: the change and its record were one transaction (the
        // items a new database is seeded with are audited as seeded, some twice: their PDFs are linked later).
        const handle = await openDatabase({ databaseUrl: database.url, dataDir, embedded: lane.embedded });
        const counts = (await handle.db.execute(
          sql`select (select count(*)::int from content_sections) as items,
                     (select count(distinct resource_id)::int from audit_logs
                      where action = 'content_created'
                         or (action = 'content_seeded' and resource_type = 'content_section')) as audited`,
        )) as unknown as { rows: { items: number; audited: number }[] };
        await handle.close();
        expect(counts.rows[0]?.items).toBeGreaterThanOrEqual(acknowledged.size);
        expect(counts.rows[0]?.audited).toBe(counts.rows[0]?.items);
      } finally {
        await database.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  });
}
