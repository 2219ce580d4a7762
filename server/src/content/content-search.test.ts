import {
  CONTENT_STATES,
  CONTENT_TYPES,
  type ContentItem,
  type ContentListResponse,
  type ContentState,
  type ContentType,
  VISIBILITIES,
  type Visibility,
} from "@helixmap/common/api";
import { API_PATHS, type QueryValues } from "@helixmap/common/api-paths";
import { beforeAll, expect, it } from "vitest";
import { describeOnDatabases, type Harness, type TestUser } from "../test/harness";
import { publishWithoutApproval } from "../test/review";

const json = <T>(body: unknown) => body as T;

/** Every page of a selection, following nextCursor; the first page's counts. */
async function allPages(h: Harness, cookie: string, selection: QueryValues) {
  const pages: ContentListResponse[] = [];
  let cursor: string | null = null;
  do {
    const res = await h.call("GET", API_PATHS.contentPage({ ...selection, limit: 2, cursor }), { cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = json<ContentListResponse>(res.body);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor !== null && pages.length < 50);
  return pages;
}

interface Seed {
  title: string;
  slug?: string;
  content: string;
  contentType: ContentType;
  visibility: Visibility;
  published: boolean;
}

/** Items whose title, slug or body mention "helix" in different cases, a literal "50%", and ones that match nothing. */
const SEEDS: Seed[] = [
  {
    title: "Helix mapping update",
    content: "quarterly",
    contentType: "press_release",
    visibility: "public",
    published: true,
  },
  {
    title: "Board minutes",
    slug: "board-helix-notes",
    content: "private",
    contentType: "page",
    visibility: "admin",
    published: false,
  },
  {
    title: "Trial design",
    content: "The HELIX-2 trial enrols 50% more",
    contentType: "research",
    visibility: "partner",
    published: true,
  },
  {
    title: "Patent filing",
    content: "codon optimisation",
    contentType: "patent",
    visibility: "public",
    published: false,
  },
  {
    title: "Helix partner brief",
    content: "for partners",
    contentType: "research",
    visibility: "partner",
    published: false,
  },
  {
    title: "Publication list",
    content: "helix in lower case",
    contentType: "publication",
    visibility: "admin",
    published: true,
  },
  { title: "Half done", content: "50 percent", contentType: "page", visibility: "public", published: true },
  { title: "Underscore_name", content: "plain", contentType: "page", visibility: "public", published: false },
];

const STATE_OF = (item: ContentItem): ContentState => (item.published ? "published" : "draft");

describeOnDatabases("content search and filters", (h) => {
  let admin: TestUser;
  let partner: TestUser;
  const created: ContentItem[] = [];

  beforeAll(async () => {
    admin = await h().createUser("administrator");
    await publishWithoutApproval(h());
    partner = await h().createUser("partner");
    for (const seed of SEEDS) {
      const res = await h().call("POST", API_PATHS.content, { body: seed, cookie: admin.cookie });
      expect(res.status).toBe(201);
      created.push(json<{ item: ContentItem }>(res.body).item);
    }
  });

  interface Selection {
    q?: string;
    type?: ContentType;
    visibility?: Visibility;
    state?: ContentState;
  }

  const mentions = (item: ContentItem, q: string) =>
    [item.title, item.slug, item.content].some((text) => text.toLowerCase().includes(q.toLowerCase()));
  const seenBy = (role: "partner" | "administrator") => (item: ContentItem) =>
    role === "administrator" || item.visibility !== "admin";
  function matching(role: "partner" | "administrator", { q, type, visibility, state }: Selection) {
    return created
      .filter(seenBy(role))
      .filter((i) => (q ? mentions(i, q) : true))
      .filter((i) => (type ? i.contentType === type : true))
      .filter((i) => (visibility ? i.visibility === visibility : true))
      .filter((i) => (state ? STATE_OF(i) === state : true));
  }

  const SELECTIONS: Selection[] = [
    {},
    { q: "helix" },
    { q: "HeLiX", state: "published" },
    { q: "50%" },
    { q: "_" },
    { q: "nothing-matches-this" },
    { type: "research" },
    { visibility: "public" },
    { visibility: "admin" },
    { state: "draft" },
    { state: "published", type: "page" },
    { q: "helix", type: "research", visibility: "partner", state: "draft" },
  ];

  for (const role of ["administrator", "partner"] as const) {
    for (const selection of SELECTIONS) {
      it(`gives ${role === "administrator" ? "an administrator" : "a partner"} exactly the items matching ${JSON.stringify(selection)}, newest first, across pages`, async () => {
        const cookie = role === "administrator" ? admin.cookie : partner.cookie;
        const pages = await allPages(h(), cookie, { ...selection });
        const expected = matching(role, selection)
          .map((i) => i.title)
          .reverse();
        expect(pages.flatMap((p) => p.items.map((i) => i.title))).toEqual(expected);
        expect(pages.slice(0, -1).every((p) => p.items.length === 2)).toBe(true);
        expect(pages.slice(1).every((p) => p.counts === null)).toBe(true);

        const counts = pages[0]!.counts!;
        expect(counts.total).toBe(expected.length);
        for (const type of CONTENT_TYPES) {
          expect(counts.type[type], `type ${type}`).toBe(matching(role, { ...selection, type }).length);
        }
        for (const visibility of VISIBILITIES) {
          expect(counts.visibility[visibility], `visibility ${visibility}`).toBe(
            matching(role, { ...selection, visibility }).length,
          );
        }
        for (const state of CONTENT_STATES) {
          expect(counts.state[state], `state ${state}`).toBe(matching(role, { ...selection, state }).length);
        }
      });
    }
  }

  it("refuses filter values that are not in the lists, naming the field", async () => {
    for (const [name, value] of [
      ["type", "memo"],
      ["visibility", "secret"],
      ["state", "archived"],
      ["q", "x".repeat(201)],
    ]) {
      const res = await h().call("GET", `${API_PATHS.content}?${name}=${value}`, { cookie: admin.cookie });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: { code: "VALIDATION_FAILED", fields: { [name!]: expect.any(String) } } });
    }
  });
});
