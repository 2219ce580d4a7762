import type { ContentItem, Deployment } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { beforeAll, expect, it } from "vitest";
import { contentSections } from "../db/schema";
import { auditCount } from "../test/audit";
import { describeOnDatabases, type TestUser } from "../test/harness";
import { publishWithoutApproval } from "../test/review";

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

/** Characters XML 1.0 forbids (§2.2): one of them in a feed makes every reader refuse the whole feed. */
const CONTROL = "\u0001";

describeOnDatabases("text that reaches the feeds, the sitemap and page paths", (h) => {
  let admin: TestUser;
  let item: ContentItem;
  beforeAll(async () => {
    admin = await h().createUser("administrator");
    await publishWithoutApproval(h());
    const res = await h().call("POST", API_PATHS.content, {
      body: { title: "Valid Release", contentType: "press_release", published: true },
      cookie: admin.cookie,
    });
    item = (res.body as { item: ContentItem }).item;
  });

  const refusals: { name: string; method: "POST" | "PATCH"; body: Record<string, unknown>; field: string }[] = [
    { name: "a title with U+0001", method: "POST", body: { title: `Bad${CONTROL}Title` }, field: "title" },
    { name: "a title with a line break", method: "POST", body: { title: "Two\nLines" }, field: "title" },
    { name: "a title with an unpaired surrogate", method: "POST", body: { title: "Half \ud800" }, field: "title" },
    { name: "a summary with U+0001", method: "POST", body: { title: "T", summary: `S${CONTROL}` }, field: "summary" },
    { name: "the slug .", method: "POST", body: { title: "T", slug: "." }, field: "slug" },
    { name: "the slug ..", method: "POST", body: { title: "T", slug: ".." }, field: "slug" },
    { name: "a slug with U+0001", method: "POST", body: { title: "T", slug: `a${CONTROL}b` }, field: "slug" },
    { name: "an edit to a title with U+0001", method: "PATCH", body: { title: `B${CONTROL}` }, field: "title" },
    { name: "an edit to the slug ..", method: "PATCH", body: { slug: ".." }, field: "slug" },
    { name: "an edit to a summary with U+001F", method: "PATCH", body: { summary: "x\u001fy" }, field: "summary" },
  ];
  for (const r of refusals) {
    it(`answers 400 naming the field and writes nothing: ${r.name}`, async () => {
      const before = await auditCount(h());
      const path = r.method === "POST" ? API_PATHS.content : API_PATHS.contentItem(item.id);
      const res = await h().call(r.method, path, { body: r.body, cookie: admin.cookie });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      const { error } = res.body as ErrorBody;
      expect(error.code).toBe("VALIDATION_FAILED");
      expect(error.fields?.[r.field]).toEqual(expect.any(String));
      expect(await auditCount(h())).toBe(before);
    });
  }

  it("strips characters XML forbids from a title stored before the check, so the feed stays well-formed", async () => {
    await h()
      .services.db.insert(contentSections)
      .values({ title: `Stored${CONTROL}Title`, slug: "stored-title", contentType: "press_release", published: true });
    const res = await h().call("POST", API_PATHS.deployments, { body: {}, cookie: admin.cookie });
    expect((res.body as { deployment: Deployment }).deployment.status).toBe("success");
    const feed = await (await fetch(`${h().url}/feeds/press-releases.xml`)).text();
    expect(feed).toContain('<title type="text">StoredTitle</title>');
    expect(feed).not.toContain(CONTROL);
  });

  it("refuses to deploy a slug stored before the check that would write outside its item's folder", async () => {
    const home = await (await fetch(`${h().url}/`)).text();
    await h()
      .services.db.insert(contentSections)
      .values({ title: "Dot Dot", slug: "..", contentType: "press_release", published: true });
    const res = await h().call("POST", API_PATHS.deployments, { body: {}, cookie: admin.cookie });
    const { deployment } = res.body as { deployment: Deployment };
    expect(deployment.status).toBe("failed");
    expect(deployment.message).toContain("/press-releases/..");
    expect(await (await fetch(`${h().url}/`)).text()).toBe(home);
    const sitemap = await (await fetch(`${h().url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain("/press-releases/..<");
  });
});
