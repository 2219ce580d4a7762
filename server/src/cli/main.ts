import { loadEnv } from "../config/env";
import { createLogger } from "../log";
import { startServer } from "../server";
import { runCommand } from "./run-command";

await runCommand({ name: "The server" }, async () => {
  const env = loadEnv();

  const log = createLogger(env.LOG_LEVEL);
  const server = await startServer(env, log);
  log.info(
    {
      url: server.url,
      dataDir: env.dataDir,
      database: env.DATABASE_URL ? "postgres" : `embedded ${env.EMBEDDED_DATABASE}`,
    },
    "listening",
  );
  console.log(`\n  HelixMap is running at ${server.url}\n`);

  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      log.info({ signal }, "shutting down");
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      await server.close();
      process.exit(0);
    });
  }
  return undefined;
});
