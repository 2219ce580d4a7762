import type { EmbeddedEngine } from "../../src/db/client";
import { createTestDatabase, LANES, type TestDatabase } from "../../src/test/databases";

/**
 * The databases a server process can run on: the embedded PostgreSQL that
 * `npm start` runs, PGlite (EMBEDDED_DATABASE=pglite), and a PostgreSQL
 * server when TEST_DATABASE_URL is set.
 */
export interface ServerLane {
  name: string;
  /** Without DATABASE_URL: which embedded database the server runs. */
  embedded?: EmbeddedEngine;
  skip: boolean;
}

const postgres = LANES.find((l) => l.kind === "postgres")!;

export const SERVER_LANES: ServerLane[] = [
  { name: "embedded PostgreSQL", embedded: "postgres", skip: false },
  { name: "PGlite", embedded: "pglite", skip: false },
  { name: postgres.name, skip: postgres.skip },
];

/** A fresh PostgreSQL database for the PostgreSQL lane; the embedded lanes keep theirs in the data directory. */
export async function laneDatabase(lane: ServerLane): Promise<TestDatabase> {
  return lane.embedded ? { drop: async () => {} } : createTestDatabase("postgres");
}

/** The server's environment for the lane. */
export function laneEnv(lane: ServerLane): Record<string, string> {
  return lane.embedded ? { EMBEDDED_DATABASE: lane.embedded } : {};
}
