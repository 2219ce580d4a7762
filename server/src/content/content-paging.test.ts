import type { ContentItem, ContentListResponse, ContentSummary, Visibility } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZE_MAX } from "@helixmap/common/constants";
import { type SQLWrapper, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { decodeCursor } from "../api/list-cursor";
import { describeOnDatabases, type Harness, type TestUser } from "../test/harness";
import { contentPageQuery, listContentPage } from "./content-list";

const json = <T>(body: unknown) => body as T;

/** Every page from the first, following nextCursor until it is null. */
async function allPages(h: Harness, cookie: string, limit: number): Promise<ContentListResponse[]> {
  const pages: ContentListResponse[] = [];
  let cursor: string | null = null;
  do {
    const res = await h.call("GET", API_PATHS.contentPage({ limit, cursor }), { cookie });
    expect(res.status).toBe(200);
    const page = json<ContentListResponse>(res.body);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor !== null && pages.length < 50);
  return pages;
}

const titles = (items: ContentSummary[]) => items.map((i) => i.title);

describeOnDatabases("content list pages", (h) => {
  let admin: TestUser;
  let partner: TestUser;
  /** Created oldest first; the list answers newest first. */
  const created: ContentItem[] = [];
  const VISIBILITIES: Visibility[] = ["public", "admin", "partner", "admin", "public", "partner"];

  async function create(title: string, visibility: Visibility, content = `Body of ${title}`) {
    const res = await h().call("POST", API_PATHS.content, {
      body: { title, visibility, content },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(201);
    return json<{ item: ContentItem }>(res.body).item;
  }

  beforeAll(async () => {
    admin = await h().createUser("administrator");
    partner = await h().createUser("partner");
    for (const [i, visibility] of VISIBILITIES.entries()) created.push(await create(`Item ${i}`, visibility));
  });

  const newestFirst = (visible: (v: Visibility) => boolean) =>
    created
      .filter((i) => visible(i.visibility))
      .map((i) => i.title)
      .reverse();

  it("pages a partner through public and partner items only, newest first, full pages until the last", async () => {
    const pages = await allPages(h(), partner.cookie, 2);
    expect(pages.map((p) => p.items.length)).toEqual([2, 2]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(titles(pages.flatMap((p) => p.items))).toEqual(newestFirst((v) => v !== "admin"));
  });

  it("pages an administrator through every item, the last page partly filled", async () => {
    const pages = await allPages(h(), admin.cookie, 4);
    expect(pages.map((p) => p.items.length)).toEqual([4, 2]);
    expect(titles(pages.flatMap((p) => p.items))).toEqual(newestFirst(() => true));
  });

  it("answers one page with a null nextCursor when everything fits", async () => {
    const res = await h().call("GET", API_PATHS.content, { cookie: partner.cookie });
    const page = json<ContentListResponse>(res.body);
    expect(titles(page.items)).toEqual(newestFirst((v) => v !== "admin"));
    expect(page.nextCursor).toBeNull();
  });

  it("sends a summary without the body: a 280-character preview cut between characters and the body's length", async () => {
    // Each DNA emoji is one character but two UTF-16 units: a cut by units would leave half of one.
    const long = await create("Long item", "partner", `${"🧬".repeat(279)}é${"x".repeat(120)}`);
    const short = await create("Short item", "public", "");
    const { items } = json<ContentListResponse>(
      (await h().call("GET", API_PATHS.contentPage({ limit: 2 }), { cookie: partner.cookie })).body,
    );
    expect(items.map((i) => i.id)).toEqual([short.id, long.id]);
    const [emptySummary, longSummary] = items;
    expect(emptySummary).toMatchObject({ preview: "", contentLength: 0 });
    expect(longSummary?.preview).toBe(`${"🧬".repeat(279)}é`);
    expect(longSummary?.contentLength).toBe(400);
    expect(longSummary).not.toHaveProperty("content");
    const { content: _, draft, ...rest } = long;
    expect(longSummary).toEqual({
      ...rest,
      hasDraft: draft !== null,
      preview: longSummary?.preview,
      contentLength: 400,
    });
  });

  it("keeps later pages intact when an item is created between two requests", async () => {
    const before = titles(
      json<ContentListResponse>((await h().call("GET", API_PATHS.content, { cookie: admin.cookie })).body).items,
    );
    const first = json<ContentListResponse>(
      (await h().call("GET", API_PATHS.contentPage({ limit: 3 }), { cookie: admin.cookie })).body,
    );
    await create("Arrived meanwhile", "public");
    const rest: ContentSummary[] = [];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = json<ContentListResponse>(
        (await h().call("GET", API_PATHS.contentPage({ limit: 3, cursor }), { cookie: admin.cookie })).body,
      );
      rest.push(...page.items);
      cursor = page.nextCursor;
    }
    expect([...titles(first.items), ...titles(rest)]).toEqual(before);
    const fresh = json<ContentListResponse>((await h().call("GET", API_PATHS.content, { cookie: admin.cookie })).body);
    expect(fresh.items[0]?.title).toBe("Arrived meanwhile");
  });

  it("reads one item with its full body; a partner gets 404 for an administrators-only item", async () => {
    const body = "Full body ".repeat(100);
    const secret = await create("Admins only", "admin", body);
    const shared = await create("For partners", "partner", body);
    const asAdmin = await h().call("GET", API_PATHS.contentItem(secret.id), { cookie: admin.cookie });
    expect(asAdmin.status).toBe(200);
    expect(json<{ item: ContentItem }>(asAdmin.body).item).toEqual(secret);
    const asPartner = await h().call("GET", API_PATHS.contentItem(shared.id), { cookie: partner.cookie });
    expect(json<{ item: ContentItem }>(asPartner.body).item.content).toBe(body);
    const hidden = await h().call("GET", API_PATHS.contentItem(secret.id), { cookie: partner.cookie });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({ error: { code: "NOT_FOUND" } });
  });
});

describeOnDatabases("content list page size", (h) => {
  let partner: TestUser;

  beforeAll(async () => {
    partner = await h().createUser("partner");
    // Straight into the table, one microsecond apart: most share a millisecond, which a cursor
    // holding a JavaScript Date could not tell apart.
    await h().services.db.execute(
      sql`insert into content_sections (title, slug, updated_at)
          select 'Bulk ' || g, 'bulk-' || g, now() - g * interval '1 microsecond' from generate_series(1, 120) g`,
    );
  });

  const page = async (path: string) =>
    json<ContentListResponse>((await h().call("GET", path, { cookie: partner.cookie })).body);

  it(`answers ${LIST_PAGE_SIZE_DEFAULT} items by default and up to ${LIST_PAGE_SIZE_MAX} when asked`, async () => {
    const first = await page(API_PATHS.content);
    expect(first.items).toHaveLength(LIST_PAGE_SIZE_DEFAULT);
    expect(first.items[0]?.title).toBe("Bulk 1");
    expect(first.nextCursor).toEqual(expect.any(String));
    const largest = await page(API_PATHS.contentPage({ limit: LIST_PAGE_SIZE_MAX }));
    expect(largest.items).toHaveLength(LIST_PAGE_SIZE_MAX);
    const next = await page(API_PATHS.contentPage({ limit: LIST_PAGE_SIZE_MAX, cursor: largest.nextCursor }));
    expect(titles(next.items)).toEqual(Array.from({ length: 20 }, (_, i) => `Bulk ${101 + i}`));
    expect(next.nextCursor).toBeNull();
  });
});

describeOnDatabases("content list query plan", (h) => {
  async function plan(query: SQLWrapper): Promise<string> {
    const result = (await h().services.db.execute(sql`explain ${query}`)) as unknown as {
      rows: { "QUERY PLAN": string }[];
    };
    return result.rows.map((r) => r["QUERY PLAN"]).join("\n");
  }

  beforeAll(async () => {
    // Bodies the size of the benchmark's, and no statistics gathered: PGlite never gathers any.
    await h().services.db.execute(
      sql`insert into content_sections (title, slug, content, visibility)
          select 'Planned ' || g, 'planned-' || g, repeat('Codon mapping. ', 35),
                 (array['public', 'partner', 'admin'])[1 + g % 3]::content_visibility
          from generate_series(1, 1000) g`,
    );
  });

  for (const role of ["partner", "administrator"] as const) {
    it(`reads a ${role}'s first and later pages off the index instead of sorting the table`, async () => {
      const db = h().services.db;
      const { nextCursor } = await listContentPage(db, role, { limit: LIST_PAGE_SIZE_DEFAULT });
      for (const after of [undefined, decodeCursor(nextCursor ?? "")]) {
        const text = await plan(contentPageQuery(db, role, LIST_PAGE_SIZE_DEFAULT, after));
        expect(text).toContain("Index Scan using content_sections_updated_at_id_idx");
        expect(text).not.toMatch(/Sort|Seq Scan/);
      }
    });
  }
});
