import type { ContentListResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { LIST_PAGE_SIZE_DEFAULT } from "@helixmap/common/constants";
import { type BenchAccounts, benchAccounts, createAccounts } from "./api-accounts";
import { seedContent } from "./api-seed";
import { type LoadFigures, measureLoad } from "./load";
import { newDataDir, type ProcessMemory, removeDataDir, type ServerProcess, startServer } from "./server-process";

/**
 * The databases the staff API is measured on: the embedded PostgreSQL that
 * `npm start` runs, PGlite (EMBEDDED_DATABASE=pglite) and a PostgreSQL server
 * (BENCH_DATABASE_URL).
 */
export type DatabaseKind = "embedded PostgreSQL" | "PGlite" | "PostgreSQL";

export interface LaneSpec {
  database: DatabaseKind;
  databaseUrl?: string;
}

function laneEnv(database: DatabaseKind): Record<string, string> {
  if (database === "PGlite") return { EMBEDDED_DATABASE: "pglite" };
  if (database === "embedded PostgreSQL") return { EMBEDDED_DATABASE: "postgres" };
  return {};
}

/** A running server with an administrator, a partner and seeded content, ready for load. */
export interface ApiLane {
  database: DatabaseKind;
  server: ServerProcess;
  accounts: BenchAccounts;
  partnerCookie: string;
  /** Start-up on an empty data directory; on PostgreSQL the database may already be migrated. */
  startupMs: number;
  rssIdleMiB: number;
  memoryIdle: ProcessMemory;
  /** Creating 1,000 items through the API, one request each, 8 at a time. */
  seedMs: number;
  /** What the measured content list answer held before the load. */
  list: ContentListFigures;
  /** Stops the server and starts it again on the same data directory; answers the start-up time. */
  restart(): Promise<number>;
  /** Stops the server and removes its data directory. */
  close(): Promise<void>;
}

export interface ApiFigures {
  database: DatabaseKind;
  startupMs: number;
  /** The server process alone. */
  rssIdleMiB: number;
  rssAfterLoadMiB: number;
  /** The server and the processes it started (the embedded PostgreSQL); absent in reports before 006. */
  memoryIdle?: ProcessMemory;
  memoryAfterLoad?: ProcessMemory;
  /** Stop, then start again on the data directory the load filled: spawn to the first healthy answer. */
  restartMs?: number;
  seedMs: number;
  list: ContentListFigures;
  health: LoadFigures;
  contentList: LoadFigures;
  signIn: LoadFigures;
}

/** Below the server's default per-IP limit of 60 auth requests a minute (AUTH_RATE_LIMIT_PER_MINUTE). */
const SIGN_IN_REQUESTS = 40;

export interface Timing {
  seconds: number;
  warmupSeconds: number;
}

/**
 * The content list is measured as the dashboard first loads it: the first
 * page, at the server's default page size (no `limit` sent).
 */
const CONTENT_LIST_PATH = API_PATHS.contentPage();

export interface ContentListFigures {
  /** Items seeded, all of them visible to the partner. */
  seeded: number;
  /** The server's default page size, the one measured. */
  pageSize: number;
  /** Items in the measured answer, and whether it offered a next page. */
  items: number;
  hasMore: boolean;
  bytes: number;
}

/** Starts the server on a fresh data directory, creates the accounts and seeds the content. */
export async function openLane(spec: LaneSpec, contentItems: number): Promise<ApiLane> {
  const { database, databaseUrl } = spec;
  const dataDir = newDataDir();
  const accounts = benchAccounts();
  let server: ServerProcess | undefined;
  const close = async () => {
    await server?.stop();
    removeDataDir(dataDir);
  };
  try {
    const start = () => startServer({ dataDir, databaseUrl, adminEmail: accounts.admin.email, env: laneEnv(database) });
    server = await start();
    // Idle means settled after start-up, before any request beyond the health check.
    await new Promise((r) => setTimeout(r, 1000));
    const rssIdleMiB = server.rssMiB();
    const memoryIdle = server.memory();
    const { adminCookie, partnerCookie } = await createAccounts(server.url, dataDir, accounts);

    const seedStart = Date.now();
    await seedContent(server.url, adminCookie, contentItems);
    const seedMs = Date.now() - seedStart;

    const res = await fetch(`${server.url}${CONTENT_LIST_PATH}`, { headers: { cookie: partnerCookie } });
    if (!res.ok) throw new Error(`The partner's content list answered ${res.status}`);
    const text = await res.text();
    const page = JSON.parse(text) as ContentListResponse;
    const list: ContentListFigures = {
      seeded: contentItems,
      pageSize: LIST_PAGE_SIZE_DEFAULT,
      items: page.items.length,
      hasMore: page.nextCursor !== null,
      bytes: Buffer.byteLength(text),
    };

    const lane: ApiLane = {
      database,
      server,
      accounts,
      partnerCookie,
      startupMs: server.startupMs,
      rssIdleMiB,
      memoryIdle,
      seedMs,
      list,
      async restart() {
        await server?.stop();
        server = undefined;
        server = await start();
        lane.server = server;
        return server.startupMs;
      },
      close,
    };
    return lane;
  } catch (err) {
    await close();
    throw err;
  }
}

/** Health, the first page of the partner's content list and sign-in under bounded loopback load. */
export async function measureApi(lane: ApiLane, timing: Timing): Promise<ApiFigures> {
  const { url } = lane.server;
  const settleUrl = `${url}${API_PATHS.health}`;
  const health = await measureLoad({ url: `${url}${API_PATHS.health}`, connections: 50, settleUrl, ...timing });
  const contentList = await measureLoad({
    url: `${url}${CONTENT_LIST_PATH}`,
    connections: 50,
    headers: { cookie: lane.partnerCookie, "accept-encoding": "gzip" },
    settleUrl,
    ...timing,
  });
  // The server allows SIGN_IN_REQUESTS auth requests per IP and minute; setting up the
  // accounts used a few, so the sign-in run stays below the limit and measures real sign-ins.
  const signInLoad = await measureLoad({
    url: `${url}${API_PATHS.auth.signIn}`,
    method: "POST",
    connections: 5,
    maxRequests: SIGN_IN_REQUESTS,
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify(lane.accounts.partner),
    settleUrl,
    seconds: timing.seconds,
    warmupSeconds: 0,
  });
  const rssAfterLoadMiB = lane.server.rssMiB();
  const memoryAfterLoad = lane.server.memory();
  const restartMs = await lane.restart();
  return {
    database: lane.database,
    startupMs: lane.startupMs,
    rssIdleMiB: lane.rssIdleMiB,
    rssAfterLoadMiB,
    memoryIdle: lane.memoryIdle,
    memoryAfterLoad,
    restartMs,
    seedMs: lane.seedMs,
    list: lane.list,
    health,
    contentList,
    signIn: signInLoad,
  };
}
