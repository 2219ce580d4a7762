import { type AuditEntry, type AuditLogResponse, LIMITS } from "@helixmap/common/api";
import { API_PATHS, type QueryValues, withQuery } from "@helixmap/common/api-paths";
import { AUDIT_LOG_LIMIT, AUDIT_VALUE_MAX_LENGTH, LIST_PAGE_SIZE_MAX } from "@helixmap/common/constants";
import { desc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditLogs, userProfiles } from "../db/schema";
import { auditRows } from "../test/audit";
import { describeOnDatabases, type Harness, type TestUser } from "../test/harness";
import { AUDIT_CSV_HEADER } from "./audit-csv";

const json = <T>(body: unknown) => body as T;

async function allPages(h: Harness, cookie: string, selection: QueryValues, limit?: number) {
  const pages: AuditLogResponse[] = [];
  let cursor: string | null = null;
  do {
    const res = await h.call("GET", API_PATHS.auditLogsPage({ ...selection, limit, cursor }), { cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = json<AuditLogResponse>(res.body);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor !== null && pages.length < 100);
  return pages;
}

/** RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = "";
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      record.push(field);
      field = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i++;
    } else field += ch;
  }
  return records;
}

async function exportCsv(h: Harness, cookie: string, selection: QueryValues) {
  const res = await fetch(h.url + withQuery(API_PATHS.auditLogsExport, selection), { headers: { cookie } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
  expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
  const [header, ...rows] = parseCsv(await res.text());
  expect(header).toEqual([...AUDIT_CSV_HEADER]);
  return rows;
}

describeOnDatabases("audit log pages, filters and export", (h) => {
  let admin: TestUser;
  let other: TestUser;
  const base = Date.parse("2026-03-01T00:00:00.000Z");
  const day = 24 * 60 * 60 * 1000;

  beforeAll(async () => {
    admin = await h().createUser("administrator", { fullName: "Audrey Auditor", email: "audrey@audit.example" });
    other = await h().createUser("administrator", { fullName: "Otto Other", email: "otto@other.example" });
    const actions = ["content_created", "content_updated", "user_role_updated", "content_deleted"] as const;
    // 130 entries over 13 days, from two actors and from nobody, with a hostile value among them.
    await h()
      .services.db.insert(auditLogs)
      .values(
        Array.from({ length: 130 }, (_, i) => {
          const action = actions[i % actions.length]!;
          return {
            userId: i % 5 === 0 ? null : i % 2 === 0 ? admin.id : other.id,
            action,
            resourceType: action === "user_role_updated" ? ("user_profile" as const) : ("content_section" as const),
            resourceId: `resource-${i}`,
            newValues: i === 7 ? { title: '=HYPERLINK("x"), "quoted",\nnext line' } : { n: i },
            createdAt: new Date(base + Math.floor(i / 10) * day + i * 1000),
          };
        }),
      );
  });

  /** The model: every entry with its actor, newest first, read straight from the table. */
  async function everyEntry() {
    const rows = await h()
      .services.db.select({ entry: auditLogs, email: userProfiles.email, fullName: userProfiles.fullName })
      .from(auditLogs)
      .leftJoin(userProfiles, eq(auditLogs.userId, userProfiles.id))
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id));
    return rows;
  }

  it(`opens on the latest ${AUDIT_LOG_LIMIT} entries and pages back through all of them`, async () => {
    const model = await everyEntry();
    const first = json<AuditLogResponse>((await h().call("GET", API_PATHS.auditLogs, { cookie: admin.cookie })).body);
    expect(first.entries.map((e) => e.id)).toEqual(model.slice(0, AUDIT_LOG_LIMIT).map((r) => r.entry.id));
    expect(first.nextCursor).toEqual(expect.any(String));
    const pages = await allPages(h(), admin.cookie, {});
    expect(pages.flatMap((p) => p.entries.map((e) => e.id))).toEqual(model.map((r) => r.entry.id));
  });

  const from = new Date(base + 3 * day).toISOString();
  const to = new Date(base + 6 * day).toISOString();
  const SELECTIONS: QueryValues[] = [
    { action: "content_updated" },
    { resourceType: "user_profile" },
    { actor: "audrey" },
    { actor: "OTHER.EXAMPLE" },
    { from, to },
    { from },
    { to },
    { action: "content_created", actor: "Otto", from, to },
    { action: "content_restored" },
  ];

  for (const selection of SELECTIONS) {
    it(`pages and exports exactly the entries matching ${JSON.stringify(selection)}`, async () => {
      const actor = typeof selection.actor === "string" ? selection.actor.toLowerCase() : undefined;
      const expected = (await everyEntry()).filter(
        ({ entry, email, fullName }) =>
          (selection.action ? entry.action === selection.action : true) &&
          (selection.resourceType ? entry.resourceType === selection.resourceType : true) &&
          (actor ? `${email ?? ""}`.includes(actor) || `${fullName ?? ""}`.toLowerCase().includes(actor) : true) &&
          (selection.from ? entry.createdAt >= new Date(String(selection.from)) : true) &&
          (selection.to ? entry.createdAt < new Date(String(selection.to)) : true),
      );
      const pages = await allPages(h(), admin.cookie, selection, 7);
      const listed: AuditEntry[] = pages.flatMap((p) => p.entries);
      expect(listed.map((e) => e.id)).toEqual(expected.map((r) => r.entry.id));

      const rows = await exportCsv(h(), admin.cookie, selection);
      expect(rows.map((r) => [r[0], r[1], r[3], r[5]])).toEqual(
        listed.map((e) => [e.createdAt, e.action, e.actor?.email ?? "", e.resourceId ?? ""]),
      );
    });
  }

  it("audits each export with its filters and row count, and leaves the export's own entry out of it", async () => {
    const rows = await exportCsv(h(), admin.cookie, { action: "audit_exported" });
    const [latest] = await auditRows(h(), "audit_exported");
    expect(latest).toMatchObject({ userId: admin.id, resourceType: "audit_log" });
    expect(latest?.newValues).toEqual({ filters: { action: "audit_exported" }, rows: rows.length });
    expect(rows.length).toBe((await auditRows(h(), "audit_exported")).length - 1);
  });

  it("exports a value with quotes, commas and a line break as one field", async () => {
    const rows = await exportCsv(h(), admin.cookie, {});
    const hostile = rows.find((r) => r[5] === "resource-7");
    expect(hostile?.[7]).toBe(JSON.stringify({ title: '=HYPERLINK("x"), "quoted",\nnext line' }));
    expect(rows.every((r) => r.length === AUDIT_CSV_HEADER.length)).toBe(true);
  });

  it("shortens very long values in stored entries and marks them, so a page stays small", async () => {
    const body = "A".repeat(LIMITS.content);
    for (let i = 0; i < 3; i++) {
      const res = await h().call("POST", API_PATHS.content, {
        body: { title: `Long ${i}`, content: body },
        cookie: admin.cookie,
      });
      expect(res.status).toBe(201);
    }
    const [entry] = await auditRows(h(), "content_created");
    expect(entry?.newValues).toMatchObject({ content: expect.anything() });
    expect((entry!.newValues as { content: unknown }).content).toEqual({
      shortened: true,
      preview: "A".repeat(AUDIT_VALUE_MAX_LENGTH),
      length: LIMITS.content,
    });
    const res = await h().call("GET", API_PATHS.auditLogs, { cookie: admin.cookie });
    expect(JSON.stringify(res.body).length).toBeLessThan(40_000);
  });

  it(`refuses a page of more than ${LIST_PAGE_SIZE_MAX} entries and filters it does not know`, async () => {
    for (const query of [
      `limit=${LIST_PAGE_SIZE_MAX + 1}`,
      "action=user_deleted",
      "resourceType=table",
      "from=yesterday",
      "to=2026-13-01T00:00:00Z",
    ]) {
      const list = await h().call("GET", `${API_PATHS.auditLogs}?${query}`, { cookie: admin.cookie });
      expect(list.status, query).toBe(400);
    }
    const exported = await h().call("GET", `${API_PATHS.auditLogsExport}?limit=5`, { cookie: admin.cookie });
    expect(exported.status).toBe(400);
  });
});
