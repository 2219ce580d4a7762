import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DATABASE_URL } from "../test/databases";
import { openDatabase } from "./client";

/** How many migrations server/drizzle holds. */
const MIGRATIONS = (
  JSON.parse(readFileSync(new URL("../../drizzle/meta/_journal.json", import.meta.url), "utf8")) as {
    entries: unknown[];
  }
).entries.length;

describe.skipIf(!TEST_DATABASE_URL)(
  `migrations on PostgreSQL${TEST_DATABASE_URL ? "" : " (skipped: TEST_DATABASE_URL is not set)"}`,
  () => {
    it("are applied once when several instances start at the same moment", async () => {
      const database = await createTestDatabase("postgres");
      try {
        const handles = await Promise.all(
          Array.from({ length: 4 }, () => openDatabase({ databaseUrl: database.url, dataDir: null })),
        );
        const applied = (await handles[0]!.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        )) as unknown as { rows: { n: number }[] };
        expect(applied.rows[0]?.n).toBe(MIGRATIONS);
        for (const h of handles) await h.close();
      } finally {
        await database.drop();
      }
    });
  },
);

describe("migrations on PGlite", () => {
  it("create every table of the schema", async () => {
    const first = await openDatabase({ dataDir: null });
    const tables = (await first.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    )) as unknown as { rows: { table_name: string }[] };
    expect(tables.rows.map((r) => r.table_name)).toEqual([
      "account",
      "app_settings",
      "audit_logs",
      "content_sections",
      "content_versions",
      "data_room_access_log",
      "data_room_documents",
      "data_room_folders",
      "data_room_grants",
      "data_room_nda_acceptances",
      "data_room_nda_versions",
      "deployment_logs",
      "editing_presence",
      "email_confirmations",
      "generation_files",
      "media_assets",
      "page_documents",
      "page_versions",
      "press_alert_deliveries",
      "press_alert_releases",
      "press_alert_subscribers",
      "rate_limit_counters",
      "release_items",
      "release_pages",
      "releases",
      "review_events",
      "review_rules",
      "review_states",
      "session",
      "sign_in_attempts",
      "site_generations",
      "trashed_content_versions",
      "trashed_items",
      "trial_applications",
      "two_factor",
      "user",
      "user_profiles",
      "verification",
    ]);
    await first.close();
  });
});
