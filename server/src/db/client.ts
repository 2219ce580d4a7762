import { existsSync } from "node:fs";
import { join } from "node:path";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import pg from "pg";
import { type EmbeddedLogger, runningServerConnection, startEmbeddedPostgres } from "./embedded-postgres";
import { EMBEDDED_POOL_MAX, POOL_END_TIMEOUT_MS } from "./embedded-settings";
import { migratePostgres } from "./migrate";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database or an open transaction: what a query helper needs. */
export type Executor = Database | Transaction;

/** The database `npm start` runs without DATABASE_URL (EMBEDDED_DATABASE). */
export type EmbeddedEngine = "postgres" | "pglite";

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres" | "embedded-postgres";
  /** The embedded PostgreSQL's postmaster pid, for tests and measurements. */
  databasePid?(): number | undefined;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /** Applies the migrations in `folder` (default: all of server/drizzle) that the database lacks. */
  migrate(folder?: string): Promise<void>;
  /** Pooled connections checked out and requests waiting for one (PGlite has no pool: zero). */
  poolStats(): { inUse: number; waiting: number };
  close(): Promise<void>;
}

const silent: EmbeddedLogger = { info() {}, warn() {}, error() {}, debug() {} };

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** Data directory of the embedded database; `null` is an in-memory PGlite (tests). */
  dataDir: string | null;
  embedded?: EmbeddedEngine;
  log?: EmbeddedLogger;
  /** Told when PostgreSQL drops an idle pooled connection (restart, failover, pg_terminate_backend). */
  onConnectionLost?: (err: Error) => void;
  /** False leaves the schema as found (a restore migrates to the archive's level itself); default true. */
  migrate?: boolean;
  /** Use the embedded PostgreSQL of a server already running on the data directory, if one is (a backup). */
  besideRunningServer?: boolean;
}

async function openPool(
  config: pg.PoolConfig,
  kind: "postgres" | "embedded-postgres",
  opts: OpenDatabaseOptions,
  stop: () => Promise<void> = async () => {},
  databasePid?: () => number | undefined,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool(config);
  // Without a listener the pool's 'error' event is unhandled and ends the process; the pool has
  // already discarded the broken connection, and the next query opens a new one.
  pool.on("error", (err) => opts.onConnectionLost?.(err));
  // A client checked out for a transaction has no pool listener: if the database goes away between
  // two statements, its 'error' event would end the process. The transaction's next statement fails
  // (and the request answers 500) instead; the pool discards the broken client on release.
  pool.on("connect", (client) => client.on("error", () => {}));
  try {
    if (opts.migrate !== false) await migratePostgres(pool);
  } catch (err) {
    await pool.end();
    await stop();
    throw err;
  }
  const db: Database = drizzlePg(pool, { schema });
  return {
    db,
    kind,
    databasePid,
    ping: async () => {
      try {
        await pool.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    migrate: (folder) => migratePostgres(pool, folder),
    poolStats: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      // A connection broken mid-transaction by a database restart can keep pool.end() waiting for good;
      // the database process is stopped either way.
      const ended = await Promise.race([
        pool.end().then(() => true),
        new Promise<boolean>((r) => setTimeout(() => r(false), POOL_END_TIMEOUT_MS).unref()),
      ]);
      if (!ended) opts.log?.warn({}, "database connections did not close in time; stopping anyway");
      await stop();
    },
  };
}

/**
 * PostgreSQL when a URL is given; otherwise the embedded database under the
 * data directory: a PostgreSQL server the process starts and stops
 * (default), or PGlite. `dataDir: null` is an in-memory PGlite for tests.
 * Migrations are applied before the handle is returned.
 */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl) return openPool({ connectionString: opts.databaseUrl, max: 10 }, "postgres", opts);
  // PGlite is loaded only when it is used: its module alone costs start-up time.
  if (!opts.dataDir || opts.embedded === "pglite")
    return (await import("./pglite")).openPglite(opts.dataDir, opts.migrate !== false);
  const running = opts.besideRunningServer ? await runningServerConnection(opts.dataDir) : null;
  if (running) return openPool({ ...running, max: 1 }, "embedded-postgres", opts);
  const log = opts.log ?? silent;
  const embedded = await startEmbeddedPostgres(opts.dataDir, log);
  const handle = await openPool(
    { ...embedded.connection, max: EMBEDDED_POOL_MAX },
    "embedded-postgres",
    opts,
    () => embedded.stop(),
    embedded.pid,
  );
  try {
    if (existsSync(join(opts.dataDir, "pglite", "PG_VERSION"))) {
      await (await import("./import-pglite")).importPgliteData(opts.dataDir, handle.db, log);
    }
  } catch (err) {
    await handle.close();
    throw err;
  }
  return handle;
}
