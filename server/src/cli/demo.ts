/**
 * `npm run demo`: creates or resets a confirmed administrator and a confirmed
 * partner on the embedded database and prints their credentials. Refused in
 * production and on PostgreSQL (DATABASE_URL), so demo passwords never reach
 * a shared database.
 */
import { eq } from "drizzle-orm";
import { registerAccount } from "../auth/accounts";
import { findOrCreateProfile } from "../auth/profiles";
import { loadEnv } from "../config/env";
import { createServices } from "../create-services";
import { openDatabase } from "../db/client";
import { user, userProfiles } from "../db/schema";
import { createLogger } from "../log";
import type { Services } from "../services";
import { DEMO_ACCOUNTS, otherAccounts } from "./demo-accounts";
import { CommandRefusal, runCommand } from "./run-command";

async function upsertConfirmedAccount(s: Services, account: ReturnType<typeof DEMO_ACCOUNTS>[number]) {
  const [existing] = await s.db.select().from(user).where(eq(user.email, account.email));
  let id: string;
  if (existing) {
    id = existing.id;
    const ctx = await s.auth.$context;
    await ctx.internalAdapter.updatePassword(id, await ctx.password.hash(account.password));
    await findOrCreateProfile(
      s.db,
      { id, email: account.email, fullName: account.fullName, emailVerified: true },
      s.env.ADMIN_EMAIL,
    );
  } else {
    id = await registerAccount(s, account, { ip: null });
  }
  await s.db.update(user).set({ emailVerified: true }).where(eq(user.id, id));
  await s.db.update(userProfiles).set({ role: account.role, isActive: true }).where(eq(userProfiles.id, id));
}

async function main(): Promise<undefined> {
  const env = loadEnv();
  if (env.NODE_ENV === "production" || env.DATABASE_URL) {
    throw new CommandRefusal(
      "npm run demo only works on the embedded database in development: unset DATABASE_URL and NODE_ENV=production.",
    );
  }
  const database = await openDatabase({ dataDir: env.dataDir, embedded: env.EMBEDDED_DATABASE });
  // Demo accounts are confirmed directly, so their confirmation mails are not sent.
  const services = await createServices(env, createLogger("warn"), database.db, {
    mailer: { send: async () => {}, close() {} },
  });
  const accounts = DEMO_ACCOUNTS(env.ADMIN_EMAIL);
  // Demo passwords are printed and well known: never hand them to a data directory with real people in it.
  const others = await otherAccounts(services.db, accounts);
  if (others.length > 0) {
    await services.counters.close();
    await database.close();
    throw new CommandRefusal(
      `npm run demo refuses ${env.dataDir}: it holds ${others.length} account(s) besides the demo's own two. Use an empty DATA_DIR.`,
    );
  }
  for (const account of accounts) await upsertConfirmedAccount(services, account);
  await services.counters.close();
  await database.close();

  console.log(`\n  Demo accounts (confirmed, active) in ${env.dataDir}:\n`);
  for (const a of accounts) console.log(`  ${a.role.padEnd(14)} ${a.email.padEnd(28)} password: ${a.password}`);
  console.log("\n  Start the server (npm run serve) and sign in at /admin/login.\n");
}

await runCommand({ name: "The demo" }, main);
