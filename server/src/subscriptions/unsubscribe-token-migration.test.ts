import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { expect, it } from "vitest";
import { migrationsFolder } from "../db/migrate";
import { migratePglite } from "../db/pglite";
import * as schema from "../db/schema";
import { unsubscribe } from "./subscribers";
import { hashToken } from "./tokens";

const HASHING_MIGRATION = /press_alert_retries_and_hashed_unsubscribe_tokens$/;

// Two databases migrated from scratch in one test: several times the server project's default on a busy machine.

it("the migration hashes existing subscribers' unsubscribe tokens in place, and their mailed links still work", async () => {
  // The migrations as they stood before this one: a database whose subscribers hold tokens in clear.
  const before = await mkdtemp(join(tmpdir(), "helixmap-migrations-"));
  const client = await PGlite.create();
  try {
    await cp(migrationsFolder(), before, { recursive: true });
    const journalFile = join(before, "meta", "_journal.json");
    const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((e) => HASHING_MIGRATION.test(e.tag));
    expect(at).toBeGreaterThan(0);
    await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: before });
    const mailed = ["mailed-token-of-ada", "mailed-token-of-ben"];
    for (const [i, token] of mailed.entries()) {
      await client.query(
        "insert into press_alert_subscribers (email, unsubscribe_token, consented_at) values ($1, $2, now())",
        [`legacy-${i}@test.helixmap.example`, token],
      );
    }

    await migratePglite(client);

    const { rows } = await client.query<{ email: string; unsubscribe_token_hash: string }>(
      "select email, unsubscribe_token_hash from press_alert_subscribers order by email",
    );
    expect(rows.map((r) => r.unsubscribe_token_hash)).toEqual(mailed.map(hashToken));
    expect(await unsubscribe(db, mailed[0]!, null)).toBe(true);
    expect(await unsubscribe(db, mailed[0]!, null)).toBe(false);
    const left = await client.query<{ email: string }>("select email from press_alert_subscribers");
    expect(left.rows.map((r) => r.email)).toEqual(["legacy-1@test.helixmap.example"]);
  } finally {
    await client.close();
    await rm(before, { recursive: true, force: true });
  }
}, 120_000);
