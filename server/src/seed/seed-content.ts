import type { FieldSpecs } from "@helixmap/common/pages/fields";
import { DOCUMENT_KEYS, fieldsOf } from "@helixmap/common/pages/page-catalogue";
import { eq, sql } from "drizzle-orm";
import { writeAudit } from "../audit/write-audit";
import { recordVersion } from "../content/versions/record-version";
import type { Database, Transaction } from "../db/client";
import { appSettings, contentSections, pageDocuments, pageVersions } from "../db/schema";
import type { Logger } from "../log";
import { ITEM_SEEDS } from "./item-seeds";
import { PAGE_SEEDS } from "./page-seeds";

/** Set once a database has received the seeded items, so items staff delete stay deleted. */
const ITEMS_SEEDED = "content_items_seeded_at";

export interface SeedResult {
  /** Page documents created, or given fields their schema gained. */
  pages: string[];
  /** Items inserted (none after the database's first seeding). */
  items: number;
}

/**
 * Fields the schema has and the stored document (or its draft) lacks, filled
 * in from the seed (groups recursively): a page type that gains a field keeps
 * working on databases that were seeded before it existed.
 */
function withMissingFields(fields: FieldSpecs, stored: Record<string, unknown>, seed: Record<string, unknown>) {
  let changed = false;
  const out: Record<string, unknown> = { ...stored };
  for (const [name, spec] of Object.entries(fields)) {
    if (!(name in stored)) {
      out[name] = seed[name];
      changed = true;
    } else if (spec.kind === "group" && stored[name] && typeof stored[name] === "object") {
      const inner = withMissingFields(
        spec.fields,
        stored[name] as Record<string, unknown>,
        seed[name] as Record<string, unknown>,
      );
      if (inner.changed) {
        out[name] = inner.values;
        changed = true;
      }
    }
  }
  return { values: out, changed };
}

async function seedPages(tx: Transaction): Promise<string[]> {
  const rows = await tx
    .select({
      key: pageDocuments.key,
      fields: pageDocuments.fields,
      draft: pageDocuments.draft,
      version: pageDocuments.version,
    })
    .from(pageDocuments);
  const stored = new Map(rows.map((r) => [r.key, r]));
  const touched: string[] = [];
  for (const key of DOCUMENT_KEYS) {
    const seed = PAGE_SEEDS[key] as Record<string, unknown>;
    const row = stored.get(key);
    let fields: Record<string, unknown>;
    let version: number;
    if (!row) {
      fields = seed;
      version = 1;
      await tx.insert(pageDocuments).values({ key, fields, version });
    } else {
      // A draft saved before the schema grew gains the same fields, or publishing it would be refused.
      const draft = row.draft ? withMissingFields(fieldsOf(key), row.draft, seed) : null;
      if (draft?.changed) {
        await tx.update(pageDocuments).set({ draft: draft.values }).where(eq(pageDocuments.key, key));
      }
      const upgraded = withMissingFields(fieldsOf(key), row.fields, seed);
      if (!upgraded.changed) continue;
      fields = upgraded.values;
      version = row.version + 1;
      await tx.update(pageDocuments).set({ fields, version }).where(eq(pageDocuments.key, key));
    }
    await tx.insert(pageVersions).values({ key, number: version, kind: "seeded", fields });
    await writeAudit(tx, {
      userId: null,
      action: "content_seeded",
      resourceType: "page_document",
      resourceId: key,
      newValues: { version },
      ip: null,
    });
    touched.push(key);
  }
  return touched;
}

async function seedItems(tx: Transaction, log: Logger): Promise<number> {
  const [done] = await tx.select().from(appSettings).where(eq(appSettings.key, ITEMS_SEEDED));
  if (done) return 0;
  let inserted = 0;
  for (const seed of ITEM_SEEDS) {
    const [row] = await tx
      .insert(contentSections)
      .values({ ...seed, published: true, visibility: "public", authorId: null })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      // An upgraded database whose staff already used the slug keeps their item.
      log.warn({ slug: seed.slug }, "a seeded item's slug is taken; the seeded item was left out");
      continue;
    }
    await recordVersion(tx, row, { actorId: null, kind: "created" });
    await writeAudit(tx, {
      userId: null,
      action: "content_seeded",
      resourceType: "content_section",
      resourceId: row.id,
      newValues: { title: row.title, slug: row.slug, contentType: row.contentType },
      ip: null,
    });
    inserted++;
  }
  await tx.insert(appSettings).values({ key: ITEMS_SEEDED, value: new Date().toISOString() });
  return inserted;
}

/**
 * The content migration, run at every start after the schema migrations: a
 * page document missing from the database (a new database, or a page type
 * added since) is created from its seed, and a database that never received
 * the seeded items gets them once, beside any items staff made. One
 * transaction under an advisory lock, so instances starting together seed
 * once.
 */
export async function seedContent(db: Database, log: Logger, options: { items: boolean }): Promise<SeedResult> {
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('helixmap-seed-content'))`);
    const pages = await seedPages(tx);
    const items = options.items ? await seedItems(tx, log) : 0;
    return { pages, items };
  });
  if (result.pages.length > 0 || result.items > 0) log.info(result, "seeded content");
  return result;
}
