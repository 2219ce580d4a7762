import { sql } from "drizzle-orm";
import { ConfigError } from "../config/env";
import type { Executor } from "../db/client";
import type { KeyRing } from "./key-ring";

/**
 * Refuses to start on keys that cannot open the stored applications (a restore, or a new machine, with the wrong
 * DATA_ENCRYPTION_KEY), naming the keys the rows need, instead of serving applications nobody can read.
 */
export async function checkKeysOpenApplications(db: Executor, keys: KeyRing): Promise<void> {
  const { rows } = (await db.execute(
    sql`select key_id, count(*)::int as n from trial_applications group by key_id order by key_id`,
  )) as unknown as { rows: { key_id: string; n: number }[] };
  const unreadable = rows.filter((r) => !keys.all.some((k) => k.id === r.key_id));
  if (unreadable.length === 0) return;
  const count = unreadable.reduce((n, r) => n + r.n, 0);
  throw new ConfigError(
    `Wrong DATA_ENCRYPTION_KEY: ${count} trial application(s) are sealed under key ${unreadable.map((r) => r.key_id).join(", ")}, ` +
      `and the configured keys are ${keys.all.map((k) => k.id).join(", ")}. Start with the key they were sealed under ` +
      "(DATA_ENCRYPTION_KEY, or DATA_ENCRYPTION_OLD_KEYS while a rotation runs).",
  );
}
