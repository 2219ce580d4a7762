/**
 * `npm run admin:create [-- email]`: creates or resets the first
 * administrator from the server's shell (default address: ADMIN_EMAIL). The
 * password is read from standard input, so it never appears in the shell's
 * history or the process list. Works on PGlite and on PostgreSQL.
 */
import { createInterface } from "node:readline";
import { AdministratorInputError, createOrResetAdministrator } from "../auth/first-administrator";
import { loadEnv } from "../config/env";
import { createServices } from "../create-services";
import { openDatabase } from "../db/client";
import { createLogger } from "../log";
import { runCommand } from "./run-command";

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write("New administrator password: ");
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return "";
}

async function main(): Promise<undefined> {
  const env = loadEnv();
  const email = process.argv[2] ?? env.ADMIN_EMAIL;
  const password = await readPassword();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  // The account is confirmed directly, so no confirmation mail is sent.
  const services = await createServices(env, createLogger("warn"), database.db, {
    mailer: { send: async () => {}, close() {} },
  });
  try {
    const { created } = await createOrResetAdministrator(services, { email, password });
    console.log(
      `\n  ${created ? "Created" : "Reset"} administrator ${email}: confirmed, active${created ? "" : ", sessions ended, two-factor removed"}.\n  Sign in at /admin/login.\n`,
    );
  } finally {
    await services.counters.close();
    await database.close();
  }
}

await runCommand({ name: "Administrator creation", expected: [AdministratorInputError] }, main);
