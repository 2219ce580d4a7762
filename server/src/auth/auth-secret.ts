import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { appSettings } from "../db/schema";

/** The app_settings row holding the generated development secret (kept out of backups). */
export const AUTH_SECRET_SETTING = "auth_secret";

/**
 * AUTH_SECRET when configured (required in production); otherwise one secret
 * generated once and kept in the database, so sessions survive restarts and
 * several development instances on one PostgreSQL agree.
 */
export async function resolveAuthSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: AUTH_SECRET_SETTING, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, AUTH_SECRET_SETTING));
  if (!row) throw new Error("auth secret not stored");
  return row.value;
}
