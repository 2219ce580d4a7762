import type { AuditLogResponse, ContentListResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/src/db/client";
import { benchAccounts, createAccounts } from "./api-accounts";
import type { DatabaseKind, Timing } from "./api-load";
import { type LoadFigures, measureLoad } from "./load";
import { newDataDir, removeDataDir, type ServerProcess, startServer } from "./server-process";

/** The sizes issue 13 names: a long content list and a long audit log. */
export const FINDING_SIZES = { items: 10_000, auditEntries: 100_000 } as const;

/** One item in SEARCH_EVERY mentions the searched word, in its body only. */
const SEARCH_EVERY = 20;
const SEARCH_WORD = "mapping";

/** The administrator's search as the Content tab sends it, and the Audit Logs tab's first request. */
const SEARCH_PATH = API_PATHS.contentPage({ q: SEARCH_WORD });
const AUDIT_PATH = API_PATHS.auditLogs;

export interface FindingFigures {
  database: DatabaseKind;
  items: number;
  auditEntries: number;
  /** Inserting the rows straight into the database, before the server starts. */
  seedMs: number;
  /** Items the search matches (its first page's total), and the sizes of both measured answers. */
  searchMatches: number;
  searchBytes: number;
  auditPageEntries: number;
  auditBytes: number;
  search: LoadFigures;
  auditPage: LoadFigures;
}

/**
 * Writes the items and audit entries in a few statements: through the API,
 * 100,000 audit entries would take longer than the measurement. Bodies are
 * about the length of a real summary; the searched word sits in the body of
 * every SEARCH_EVERY-th item, so the search reads every body.
 */
async function seed(databaseUrl: string | undefined, dataDir: string, sizes: typeof FINDING_SIZES) {
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    const run = Date.now().toString(36);
    await handle.db.execute(sql`
      insert into content_sections (title, slug, content, visibility, content_type, published, updated_at)
      select 'Finding item ' || g,
             'finding-' || ${run} || '-' || g,
             case when g % ${SEARCH_EVERY} = 0
               then repeat('Gene ' || ${SEARCH_WORD} || ' links a synthetic sequence to therapeutic genes. ', 6)
               else repeat('Clinical update on enrolment, sites and endpoints for the programme. ', 6) end,
             (array['public', 'partner', 'admin'])[1 + g % 3]::content_visibility,
             (array['page', 'research', 'patent', 'publication', 'press_release'])[1 + g % 5]::content_type,
             g % 3 <> 0,
             now() - g * interval '1 second'
      from generate_series(1, ${sizes.items}::int) g`);
    await handle.db.execute(sql`
      insert into audit_logs (action, resource_type, resource_id, old_values, new_values, created_at)
      select (array['content_created', 'content_updated', 'content_deleted', 'user_role_updated'])[1 + g % 4]::audit_action,
             (case when g % 4 = 3 then 'user_profile' else 'content_section' end)::audit_resource_type,
             'resource-' || g,
             jsonb_build_object('title', 'Before ' || g),
             jsonb_build_object('title', 'After ' || g, 'content', repeat('x', 200)),
             now() - g * interval '100 milliseconds'
      from generate_series(1, ${sizes.auditEntries}::int) g`);
  } finally {
    await handle.close();
  }
}

async function firstAnswer<T>(url: string, cookie: string): Promise<{ body: T; bytes: number }> {
  const res = await fetch(url, { headers: { cookie } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const text = await res.text();
  return { body: JSON.parse(text) as T, bytes: Buffer.byteLength(text) };
}

/**
 * Seeds a fresh data directory (or BENCH_DATABASE_URL), starts the built
 * server on it, and loads the administrator's content search and the audit
 * log's first page at 50 connections.
 */
export async function measureFinding(
  databaseUrl: string | undefined,
  timing: Timing,
  sizes: typeof FINDING_SIZES = FINDING_SIZES,
): Promise<FindingFigures> {
  const database: DatabaseKind = databaseUrl ? "PostgreSQL" : "PGlite";
  const dataDir = newDataDir();
  let server: ServerProcess | undefined;
  try {
    const seedStart = Date.now();
    await seed(databaseUrl, dataDir, sizes);
    const seedMs = Date.now() - seedStart;
    const accounts = benchAccounts();
    server = await startServer({ dataDir, databaseUrl, adminEmail: accounts.admin.email });
    const { adminCookie } = await createAccounts(server.url, dataDir, accounts);
    const { url } = server;

    const search = await firstAnswer<ContentListResponse>(`${url}${SEARCH_PATH}`, adminCookie);
    const audit = await firstAnswer<AuditLogResponse>(`${url}${AUDIT_PATH}`, adminCookie);
    const settleUrl = `${url}${API_PATHS.health}`;
    const headers = { cookie: adminCookie, "accept-encoding": "gzip" };
    const searchLoad = await measureLoad({
      url: `${url}${SEARCH_PATH}`,
      connections: 50,
      headers,
      settleUrl,
      ...timing,
    });
    const auditLoad = await measureLoad({ url: `${url}${AUDIT_PATH}`, connections: 50, headers, settleUrl, ...timing });
    return {
      database,
      items: sizes.items,
      auditEntries: sizes.auditEntries,
      seedMs,
      searchMatches: search.body.counts?.total ?? 0,
      searchBytes: search.bytes,
      auditPageEntries: audit.body.entries.length,
      auditBytes: audit.bytes,
      search: searchLoad,
      auditPage: auditLoad,
    };
  } finally {
    await server?.stop();
    removeDataDir(dataDir);
  }
}
