import { API_PATHS } from "@helixmap/common/api-paths";
import { beforeAll, expect, it } from "vitest";
import { describeOnDatabases, type TestUser } from "../test/harness";

type Body = { item?: { id: string; slug: string }; error?: { code: string; fields?: Record<string, string> } };

describeOnDatabases("content slugs", (h) => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await h().createUser("administrator");
  });
  const create = (body: object) => h().call("POST", API_PATHS.content, { body, cookie: admin.cookie });

  it("normalises a slug derived from the title so it passes the typed slug's check", async () => {
    const res = await create({ title: "What? / Why #1 — Café" });
    expect(res.status).toBe(201);
    expect((res.body as Body).item?.slug).toBe("what-why-1-cafe");
  });

  it("refuses a title that leaves no slug, naming the slug field", async () => {
    const res = await create({ title: "?!?" });
    expect(res.status).toBe(400);
    expect((res.body as Body).error).toMatchObject({ code: "VALIDATION_FAILED", fields: { slug: expect.any(String) } });
  });

  it("treats slugs that differ only in case as the same slug", async () => {
    expect((await create({ title: "About us", slug: "About-Us" })).status).toBe(201);
    const clash = await create({ title: "About us again", slug: "about-us" });
    expect(clash.status).toBe(409);
    expect((clash.body as Body).error).toMatchObject({ code: "CONFLICT", fields: { slug: expect.any(String) } });
    const other = await create({ title: "Another" });
    const id = (other.body as Body).item?.id ?? "";
    const renamed = await h().call("PATCH", API_PATHS.contentItem(id), {
      body: { slug: "ABOUT-us" },
      cookie: admin.cookie,
    });
    expect(renamed.status).toBe(409);
  });
});
