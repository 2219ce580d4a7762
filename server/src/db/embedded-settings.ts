/**
 * The embedded PostgreSQL that `npm start` runs under DATA_DIR (see
 * docs/decisions/006-embedded-database.md for how these were measured).
 */

/** A small server for one Node process: the pool below plus migrations and a spare. */
export const EMBEDDED_MAX_CONNECTIONS = 10;
export const EMBEDDED_POOL_MAX = 4;
export const EMBEDDED_SHARED_BUFFERS = "16MB";
/** Only a unix socket in a private directory is opened; the port just names the socket file. */
export const EMBEDDED_PORT = 5432;
export const EMBEDDED_USER = "postgres";
export const EMBEDDED_DATABASE_NAME = "postgres";

/**
 * How long start-up waits for the database to accept connections; how long a stop waits for its clean
 * shutdown (under the server's own 10 s shutdown limit in main.ts), and a leftover database's.
 */
export const EMBEDDED_READY_TIMEOUT_MS = 30_000;
export const EMBEDDED_STOP_TIMEOUT_MS = 7_000;
export const EMBEDDED_LEFTOVER_STOP_TIMEOUT_MS = 30_000;
/** How long closing the database waits for its pooled connections to end. */
export const POOL_END_TIMEOUT_MS = 2_000;
/** Wait before restarting a database process that died while the server runs (doubling up to the maximum). */
export const EMBEDDED_RESTART_DELAY_MS = 200;
export const EMBEDDED_RESTART_DELAY_MAX_MS = 5_000;

/** Unix socket paths are limited to 107 bytes on Linux (103 on macOS); longer data paths use a temporary directory. */
export const UNIX_SOCKET_PATH_MAX = 100;
