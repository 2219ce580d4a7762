import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";

/**
 * Tables left out of every archive, and why: bearer tokens and throttle windows, which are worth nothing after a
 * restore and would let whoever holds the archive act as a signed-in user (everyone signs in again after a
 * restore); and the stored copies of generation files, which a restored server renders again from each kept
 * generation's snapshot (decision 019).
 */
export const TABLES_NOT_BACKED_UP: Record<string, string> = {
  session: "session tokens",
  verification: "single-use sign-in and reset tokens in flight",
  rate_limit_counters: "sign-in throttle windows",
  generation_files: "copies of generation files, rendered again from the stored snapshots",
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every table of the product's schema with its stored (not generated) columns, read from the catalogue. */
export async function listTables(db: Executor): Promise<Map<string, string[]>> {
  const rows = rowsOf<{ table: string; column: string }>(
    await db.execute(sql`
      select c.relname as table, a.attname as column
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
        and a.attgenerated = ''
      order by c.relname, a.attnum
    `),
  );
  const tables = new Map<string, string[]>();
  for (const { table, column } of rows) {
    if (table in TABLES_NOT_BACKED_UP) continue;
    tables.set(table, [...(tables.get(table) ?? []), column]);
  }
  return tables;
}

/** The tables in an order where each comes after those its foreign keys point to (a table may point to itself). */
export async function loadOrder(db: Executor, tables: string[]): Promise<string[]> {
  const edges = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select child.relname as child, parent.relname as parent
      from pg_constraint k
      join pg_class child on child.oid = k.conrelid
      join pg_class parent on parent.oid = k.confrelid
      join pg_namespace n on n.oid = child.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid
    `),
  );
  const ordered: string[] = [];
  const pending = new Set(tables);
  while (pending.size > 0) {
    const ready = [...pending].filter((t) => !edges.some((e) => e.child === t && pending.has(e.parent)));
    if (ready.length === 0) throw new Error(`foreign keys form a cycle among ${[...pending].join(", ")}`);
    for (const t of ready.sort()) {
      ordered.push(t);
      pending.delete(t);
    }
  }
  return ordered;
}

/** Tables with a foreign key to themselves: their rows go in one statement, so the order of rows never matters. */
export async function selfReferencing(db: Executor): Promise<Set<string>> {
  const rows = rowsOf<{ table: string }>(
    await db.execute(sql`
      select distinct c.relname as table from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and k.conrelid = k.confrelid
    `),
  );
  return new Set(rows.map((r) => r.table));
}
