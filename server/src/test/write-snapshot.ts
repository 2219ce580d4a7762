import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/**
 * Every table a request could write, except `rate_limit_counters`: counting
 * attempts, rejected ones included, is that table's purpose.
 */
const TABLES = [
  "user",
  "session",
  "account",
  "verification",
  "user_profiles",
  "content_sections",
  "content_versions",
  "audit_logs",
  "deployment_logs",
  "app_settings",
  "trial_applications",
  "press_alert_subscribers",
  "press_alert_releases",
  "press_alert_deliveries",
  "media_assets",
] as const;

export type TableName = (typeof TABLES)[number];

/** Row count and a digest of every row per table: an update changes the digest even when the count stays. */
export type WriteSnapshot = Record<TableName, { rows: number; digest: string }>;

export async function writeSnapshot(db: Database): Promise<WriteSnapshot> {
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      const result = (await db.execute(
        sql.raw(
          `select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${table}" t`,
        ),
      )) as unknown as { rows: { rows: number; digest: string }[] };
      const row = result.rows[0];
      if (!row) throw new Error(`no snapshot row for ${table}`);
      return [table, { rows: Number(row.rows), digest: row.digest }] as const;
    }),
  );
  return Object.fromEntries(entries) as WriteSnapshot;
}
