import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { backgroundSettled } from "./auth/background";
import { scheduleBackups } from "./backup/scheduled-backups";
import type { Env } from "./config/env";
import { createServices } from "./create-services";
import { openDatabase } from "./db/client";
import type { Logger } from "./log";
import { scheduleContentTimes } from "./publishing/schedule/run-schedules";
import { seedContent } from "./seed/seed-content";
import { seedDocuments } from "./seed/seed-documents";
import { scheduleRetention } from "./trial-applications/retention";

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Opens (and migrates) the database, loads the web build and listens; close() drains and shuts down. */
export async function startServer(env: Env, log: Logger): Promise<RunningServer> {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    embedded: env.EMBEDDED_DATABASE,
    log,
    onConnectionLost: (err) => log.warn({ err }, "database connection lost; the next query reconnects"),
  });
  const services = await createServices(env, log, database.db);
  await seedContent(database.db, log, { items: true });
  await seedDocuments(database.db, services.media, log, { origin: env.SITE_ORIGIN });
  // The live generation, loaded before the first request; a new database's first site is rendered now.
  await services.publishing.start();
  await services.publishing.deployIfNeverDeployed();
  let shuttingDown = false;
  const app = createApp({ services, database, lifecycle: { shuttingDown: () => shuttingDown } });
  const stopRetention = scheduleRetention(services);
  const stopSchedules = scheduleContentTimes(services);
  const stopBackups = scheduleBackups(services, database);
  services.pressAlerts.start();

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const host = env.HOST.includes(":") ? `[${env.HOST}]` : env.HOST;

  return {
    url: `http://${host === "127.0.0.1" || host === "0.0.0.0" ? "localhost" : host}:${port}`,
    async close() {
      // Readiness answers 503 from here on (to requests on open keep-alive connections) while the server drains.
      shuttingDown = true;
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Registrations and recovery mails answered already but still at work finish before the database closes.
      await backgroundSettled();
      await stopRetention();
      await stopSchedules();
      await stopBackups();
      await services.pressAlerts.stop();
      await services.publishing.close();
      services.mailer.close();
      await services.counters.close();
      await database.close();
    },
  };
}
