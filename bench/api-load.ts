import { API_PATHS } from "@helixmap/common/api-paths";
import { createDemoAccounts, type DemoAccounts, seedContent } from "./api-seed";
import { signIn } from "./api-session";
import { type LoadFigures, measureLoad } from "./load";
import { newDataDir, removeDataDir, type ServerProcess, startServer } from "./server-process";

export type DatabaseKind = "PGlite" | "PostgreSQL";

/** A running server with demo accounts and seeded content, ready for load. */
export interface ApiLane {
  database: DatabaseKind;
  server: ServerProcess;
  accounts: DemoAccounts;
  partnerCookie: string;
  /** Start-up on the database the demo command prepared. */
  startupMs: number;
  rssIdleMiB: number;
  seedMs: number;
  /** What the partner's content list returned before the load. */
  list: { items: number; bytes: number };
  /** Stops the server and removes its data directory. */
  close(): Promise<void>;
}

export interface ApiFigures {
  database: DatabaseKind;
  startupMs: number;
  rssIdleMiB: number;
  rssAfterLoadMiB: number;
  seedMs: number;
  list: { items: number; bytes: number };
  health: LoadFigures;
  contentList: LoadFigures;
  signIn: LoadFigures;
}

export interface Timing {
  seconds: number;
  warmupSeconds: number;
}

/** How many items a list answer holds, whether it is an array or wraps one. */
function countItems(body: unknown): number {
  if (Array.isArray(body)) return body.length;
  if (body && typeof body === "object") {
    const list = Object.values(body).find(Array.isArray);
    if (list) return list.length;
  }
  return 0;
}

/**
 * Creates the demo accounts on a fresh data directory, starts the server on
 * it and seeds the content as the administrator.
 */
export async function openLane(databaseUrl: string | undefined, contentItems: number): Promise<ApiLane> {
  const database: DatabaseKind = databaseUrl ? "PostgreSQL" : "PGlite";
  const dataDir = newDataDir();
  let server: ServerProcess | undefined;
  const close = async () => {
    await server?.stop();
    removeDataDir(dataDir);
  };
  try {
    const accounts = createDemoAccounts(dataDir, databaseUrl);
    server = await startServer({ dataDir, databaseUrl });
    // Idle means settled after start-up, before any request beyond the health check.
    await new Promise((r) => setTimeout(r, 1000));
    const rssIdleMiB = server.rssMiB();

    const seedStart = Date.now();
    await seedContent(server.url, await signIn(server.url, accounts.admin), contentItems);
    const seedMs = Date.now() - seedStart;

    const partnerCookie = await signIn(server.url, accounts.partner);
    const res = await fetch(`${server.url}${API_PATHS.content}`, { headers: { cookie: partnerCookie } });
    if (!res.ok) throw new Error(`The partner's content list answered ${res.status}`);
    const text = await res.text();
    const list = { items: countItems(JSON.parse(text)), bytes: Buffer.byteLength(text) };

    return { database, server, accounts, partnerCookie, startupMs: server.startupMs, rssIdleMiB, seedMs, list, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/** Health, the partner's content list and sign-in under bounded loopback load. */
export async function measureApi(lane: ApiLane, timing: Timing): Promise<ApiFigures> {
  const { url } = lane.server;
  const health = await measureLoad({ url: `${url}${API_PATHS.health}`, connections: 50, ...timing });
  const contentList = await measureLoad({
    url: `${url}${API_PATHS.content}`,
    connections: 50,
    headers: { cookie: lane.partnerCookie, "accept-encoding": "gzip" },
    ...timing,
  });
  // Password hashing is deliberately slow and sign-in is rate limited, so fewer connections and a request cap.
  const signInLoad = await measureLoad({
    url: `${url}${API_PATHS.auth.signIn}`,
    method: "POST",
    connections: 10,
    maxRequests: 2000,
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify(lane.accounts.partner),
    ...timing,
  });
  return {
    database: lane.database,
    startupMs: lane.startupMs,
    rssIdleMiB: lane.rssIdleMiB,
    rssAfterLoadMiB: lane.server.rssMiB(),
    seedMs: lane.seedMs,
    list: lane.list,
    health,
    contentList,
    signIn: signInLoad,
  };
}
