import { API_PATHS } from "@helixmap/common/api-paths";
import type { FieldSpecs } from "@helixmap/common/pages/fields";
import { fieldsOf, PAGE_KEYS } from "@helixmap/common/pages/page-catalogue";
import { eq, inArray, sql } from "drizzle-orm";
import { writeAudit } from "../audit/write-audit";
import { recordVersion } from "../content/versions/record-version";
import type { Database, Transaction } from "../db/client";
import { appSettings, contentSections, pageDocuments, pageVersions } from "../db/schema";
import type { Logger } from "../log";
import { type MediaLibrary, storeBytes } from "../media/store-media";
import { ContentContradiction, takeSnapshot } from "../publishing/generation/snapshot";
import { type CatalogueEntry, itemDocumentKey, siteDownloads } from "./documents/catalogue";
import { typesetPdf } from "./documents/typeset";

/** Set once a database has received the seeded documents, so a download staff removed stays removed. */
const DOCUMENTS_SEEDED = "site_documents_seeded_at";

/** Item types that offered a download when PDFs were drawn in the browser. */
const ITEM_TYPES_WITH_DOCUMENTS = ["press_release", "sec_filing", "publication", "patent", "research"] as const;

/** Where a list's entries take their seeded file: which catalogue key each entry gets, by page and list. */
const LIST_FILES: Record<string, Record<string, (entry: Record<string, unknown>, index: number) => string>> = {
  "press-releases": { mediaKit: (entry) => `media-kit:${String(entry.document)}` },
  "clinical-trials": { trials: (_entry, index) => `clinical-trial:${index + 1}` },
};
/** The field of such an entry that holds its file. */
const LIST_FILE_FIELD: Record<string, string> = { mediaKit: "file", trials: "document" };

type Values = Record<string, unknown>;
type Urls = ReadonlyMap<string, string>;

/**
 * `values` with each empty download (a document or file field, or a listed
 * entry's file) set to the seeded file its catalogue key names; the same
 * object when nothing was empty.
 */
function withSeededFiles(page: string, fields: FieldSpecs, values: Values, urls: Urls): Values {
  let changed = false;
  const out: Values = { ...values };
  for (const [name, spec] of Object.entries(fields)) {
    const value = values[name];
    if (spec.kind === "document" && spec.seeded && value && typeof value === "object") {
      const url = urls.get(spec.seeded);
      if (url && (value as Values).document === null) {
        out[name] = { ...(value as Values), document: url };
        changed = true;
      }
    } else if (spec.kind === "file" && spec.seeded) {
      const url = urls.get(spec.seeded);
      if (url && value === null) {
        out[name] = url;
        changed = true;
      }
    } else if (spec.kind === "group" && value && typeof value === "object") {
      const inner = withSeededFiles(page, spec.fields, value as Values, urls);
      if (inner !== value) {
        out[name] = inner;
        changed = true;
      }
    } else if (spec.kind === "list" && Array.isArray(value) && LIST_FILES[page]?.[name]) {
      const keyOf = LIST_FILES[page][name]!;
      const fileField = LIST_FILE_FIELD[name]!;
      const entries = (value as Values[]).map((entry, i) => {
        const url = urls.get(keyOf(entry, i));
        return url && entry[fileField] === null ? { ...entry, [fileField]: url } : entry;
      });
      if (entries.some((e, i) => e !== value[i])) {
        out[name] = entries;
        changed = true;
      }
    }
  }
  return changed ? out : values;
}

async function linkPages(tx: Transaction, urls: Urls): Promise<string[]> {
  const rows = await tx
    .select()
    .from(pageDocuments)
    .where(inArray(pageDocuments.key, [...PAGE_KEYS]));
  const linked: string[] = [];
  for (const row of rows) {
    const fields = fieldsOf(row.key as (typeof PAGE_KEYS)[number]);
    const live = withSeededFiles(row.key, fields, row.fields, urls);
    const draft = row.draft ? withSeededFiles(row.key, fields, row.draft, urls) : null;
    if (live === row.fields && draft === row.draft) continue;
    const version = live === row.fields ? row.version : row.version + 1;
    await tx
      .update(pageDocuments)
      .set({ fields: live, draft, version, editVersion: row.editVersion + 1, editedAt: new Date() })
      .where(eq(pageDocuments.key, row.key));
    if (version !== row.version) {
      await tx.insert(pageVersions).values({ key: row.key, number: version, kind: "seeded", fields: live });
    }
    await writeAudit(tx, {
      userId: null,
      action: "content_seeded",
      resourceType: "page_document",
      resourceId: row.key,
      newValues: { version, documents: "linked" },
      ip: null,
    });
    linked.push(row.key);
  }
  return linked;
}

async function linkItems(tx: Transaction, urls: Urls): Promise<number> {
  const rows = await tx
    .select()
    .from(contentSections)
    .where(inArray(contentSections.contentType, [...ITEM_TYPES_WITH_DOCUMENTS]))
    .for("update");
  let linked = 0;
  for (const row of rows) {
    const url = urls.get(itemDocumentKey(row.contentType, row.slug));
    if (!url || row.fields.document) continue;
    const [updated] = await tx
      .update(contentSections)
      .set({ fields: { ...row.fields, document: url }, version: row.version + 1 })
      .where(eq(contentSections.id, row.id))
      .returning();
    await recordVersion(tx, updated!, { actorId: null, kind: "updated" });
    await writeAudit(tx, {
      userId: null,
      action: "content_seeded",
      resourceType: "content_section",
      resourceId: row.id,
      newValues: { document: url },
      ip: null,
    });
    linked++;
  }
  return linked;
}

export interface SeededDocuments {
  /** Files stored in the media library (none after the database's first seeding). */
  stored: number;
  /** Pages and items whose downloads now refer to them. */
  pages: string[];
  items: number;
}

const NOTHING: SeededDocuments = { stored: 0, pages: [], items: 0 };

async function alreadySeeded(db: Database | Transaction): Promise<boolean> {
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, DOCUMENTS_SEEDED));
  return Boolean(done);
}

/**
 * Once per database, after the content is seeded: every download the site
 * offered is typeset from the published content (so its words are the site's
 * words), stored in the media library as a public PDF (audited as
 * `media_uploaded`, by the server), and linked from the page field or item
 * that offers it (a version and a `content_seeded` entry each). A download
 * staff already chose is kept. Staff replace a file in the media library;
 * the asset keeps its identity, so every link follows.
 *
 * Content that contradicts itself cannot be published, so it is not typeset
 * either: the start goes on and the next one tries again.
 */
export async function seedDocuments(
  db: Database,
  media: MediaLibrary,
  log: Logger,
  options: { origin: string; now?: Date },
): Promise<SeededDocuments> {
  if (await alreadySeeded(db)) return NOTHING;
  let catalogue: CatalogueEntry[];
  let author: string;
  try {
    const snapshot = await takeSnapshot(db);
    catalogue = siteDownloads({ ...snapshot, origin: options.origin });
    author = snapshot.site.identity.legalName;
  } catch (err) {
    if (!(err instanceof ContentContradiction)) throw err;
    log.warn({ err }, "the site's documents were not typeset: the content contradicts itself");
    return NOTHING;
  }
  // The day, not the moment: instances starting together typeset the same bytes, so they store one asset each.
  const createdAt = new Date((options.now ?? new Date()).toISOString().slice(0, 10));
  const urls = new Map<string, string>();
  let stored = 0;
  for (const entry of catalogue) {
    const bytes = await typesetPdf(entry.document, { author, createdAt });
    const { asset, created } = await storeBytes(media, {
      filename: entry.fileName,
      bytes,
      alt: entry.document.title,
      visibility: "public",
      actor: { userId: null, ip: null },
    });
    urls.set(entry.key, API_PATHS.mediaFile(asset.id));
    if (created) stored++;
  }
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('helixmap-seed-documents'))`);
    // Another instance starting at the same moment may have linked them first.
    if (await alreadySeeded(tx)) return NOTHING;
    const pages = await linkPages(tx, urls);
    const items = await linkItems(tx, urls);
    await tx.insert(appSettings).values({ key: DOCUMENTS_SEEDED, value: new Date().toISOString() });
    return { stored, pages, items };
  });
  if (result.stored > 0 || result.pages.length > 0) log.info(result, "seeded the site's documents");
  return result;
}
