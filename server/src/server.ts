import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import type { Env } from "./config/env";
import { createServices } from "./create-services";
import { openDatabase } from "./db/client";
import type { Logger } from "./log";
import { loadFileIndex } from "./static/file-index";

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Opens (and migrates) the database, loads the web build and listens; close() drains and shuts down. */
export async function startServer(env: Env, log: Logger): Promise<RunningServer> {
  // The database starts in its own process; reading the web build meanwhile shortens start-up.
  const [opened, loaded] = await Promise.allSettled([
    openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.dataDir,
      embedded: env.EMBEDDED_DATABASE,
      log,
      onConnectionLost: (err) => log.warn({ err }, "database connection lost; the next query reconnects"),
    }),
    Promise.all([
      loadFileIndex(join(env.webBuildDir, "client")),
      readFile(join(env.webBuildDir, "csp-script-hashes.json"), "utf8").then((t) => JSON.parse(t) as string[]),
    ]),
  ]);
  if (opened.status === "rejected") throw opened.reason;
  const database = opened.value;
  if (loaded.status === "rejected") {
    await database.close();
    throw loaded.reason;
  }
  const [files, scriptHashes] = loaded.value;
  const services = await createServices(env, log, database.db);
  const app = createApp({ services, database, files, scriptHashes });

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const host = env.HOST.includes(":") ? `[${env.HOST}]` : env.HOST;

  return {
    url: `http://${host === "127.0.0.1" || host === "0.0.0.0" ? "localhost" : host}:${port}`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      services.mailer.close();
      await services.counters.close();
      await database.close();
    },
  };
}
