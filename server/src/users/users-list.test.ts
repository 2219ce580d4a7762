import type { Profile, UsersResponse } from "@helixmap/common/api";
import { API_PATHS, type QueryValues } from "@helixmap/common/api-paths";
import { LIST_PAGE_SIZE_MAX } from "@helixmap/common/constants";
import type { Role } from "@helixmap/common/roles";
import { beforeAll, expect, it } from "vitest";
import { describeOnDatabases, type Harness, type TestUser } from "../test/harness";

const json = <T>(body: unknown) => body as T;

async function allPages(h: Harness, cookie: string, selection: QueryValues) {
  const pages: UsersResponse[] = [];
  let cursor: string | null = null;
  do {
    const res = await h.call("GET", API_PATHS.usersPage({ ...selection, limit: 2, cursor }), { cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = json<UsersResponse>(res.body);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor !== null && pages.length < 50);
  return pages;
}

const PEOPLE: { fullName: string; email: string; role: Role; active: boolean }[] = [
  { fullName: "Grace Hopper", email: "grace@lab.helixmap.example", role: "partner", active: true },
  { fullName: "Alan Turing", email: "alan@partner.example", role: "public", active: true },
  { fullName: "Rosalind Franklin", email: "rosalind@lab.helixmap.example", role: "administrator", active: true },
  { fullName: "Barbara McClintock", email: "barbara@partner.example", role: "partner", active: false },
  { fullName: "Kary Mullis", email: "kary_m@lab.helixmap.example", role: "public", active: false },
];

describeOnDatabases("users search and filters", (h) => {
  let admin: TestUser;
  /** Every account, oldest first (the administrator first). */
  const everyone: { id: string; fullName: string; email: string; role: Role; active: boolean }[] = [];

  beforeAll(async () => {
    admin = await h().createUser("administrator", { fullName: "Ada Admin", email: "ada@admin.example" });
    everyone.push({
      id: admin.id,
      fullName: "Ada Admin",
      email: "ada@admin.example",
      role: "administrator",
      active: true,
    });
    for (const person of PEOPLE) {
      const user = await h().createUser(person.role, {
        fullName: person.fullName,
        email: person.email,
        active: person.active,
      });
      everyone.push({ id: user.id, ...person });
    }
  });

  const SELECTIONS: { q?: string; role?: Role; active?: boolean }[] = [
    {},
    { q: "lab.helixmap" },
    { q: "FRANKLIN" },
    { q: "_m@" },
    { role: "partner" },
    { role: "public", active: false },
    { active: true },
    { q: "partner.example", active: false },
    { q: "nobody-has-this" },
  ];

  for (const selection of SELECTIONS) {
    it(`answers exactly the accounts matching ${JSON.stringify(selection)}, newest first, across pages`, async () => {
      const pages = await allPages(h(), admin.cookie, selection);
      const q = selection.q?.toLowerCase();
      const expected = everyone
        .filter((p) => (q ? p.fullName.toLowerCase().includes(q) || p.email.includes(q) : true))
        .filter((p) => (selection.role ? p.role === selection.role : true))
        .filter((p) => (selection.active === undefined ? true : p.active === selection.active))
        .map((p) => p.email)
        .reverse();
      const users: Profile[] = pages.flatMap((p) => p.users);
      expect(users.map((u) => u.email)).toEqual(expected);
      expect(pages.slice(0, -1).every((p) => p.users.length === 2)).toBe(true);
    });
  }

  it(`refuses a page of more than ${LIST_PAGE_SIZE_MAX}, an unknown role or active value, and a forged cursor`, async () => {
    for (const query of [`limit=${LIST_PAGE_SIZE_MAX + 1}`, "role=owner", "active=yes", "cursor=bm90LWEtY3Vyc29y"]) {
      const res = await h().call("GET", `${API_PATHS.users}?${query}`, { cookie: admin.cookie });
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ error: { code: "VALIDATION_FAILED" } });
    }
  });
});
