import type { ContentItem } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import type { EditConflict } from "@helixmap/common/edit-conflicts/edit-base";
import type { ApiErrorBody } from "@helixmap/common/errors";
import type { PageDocument } from "@helixmap/common/pages/pages-api";
import { beforeAll, describe, expect, it } from "vitest";
import { auditRows } from "../test/audit";
import { describeOnDatabases, type TestUser } from "../test/harness";

const json = <T>(body: unknown) => body as T;
const conflictOf = (body: unknown) => json<ApiErrorBody>(body).error.conflict as EditConflict;

describeOnDatabases("saves that start from a version", (h) => {
  let ada: TestUser;
  let grace: TestUser;

  async function call(method: string, path: string, body?: unknown, cookie = ada.cookie, headers = {}) {
    return h().call(method, path, { body, cookie, headers });
  }

  async function newItem(title: string, published = false): Promise<ContentItem> {
    const res = await call("POST", API_PATHS.content, { title, content: "First text", published });
    expect(res.status).toBe(201);
    return json<{ item: ContentItem }>(res.body).item;
  }

  beforeAll(async () => {
    ada = await h().createUser("administrator", { fullName: "Ada Lovelace" });
    grace = await h().createUser("administrator", { fullName: "Grace Hopper" });
  });

  describe("items", () => {
    it("answers every item with its version and raises it with every save, drafts included", async () => {
      const item = await newItem("Counted saves", true);
      expect(item.version).toBe(1);
      const got = await call("GET", API_PATHS.contentItem(item.id));
      expect(got.headers.get("etag")).toBe('"1"');
      const draft = await call("PATCH", API_PATHS.contentItem(item.id), { content: "Draft text", baseVersion: 1 });
      expect(json<{ item: ContentItem }>(draft.body).item.version).toBe(2);
      const published = await call("POST", API_PATHS.publishContentChanges(item.id));
      expect(json<{ item: ContentItem }>(published.body).item.version).toBe(3);
      const list = await call("GET", API_PATHS.contentPage({ q: "Counted saves" }));
      expect(json<{ items: ContentItem[] }>(list.body).items[0]!.version).toBe(3);
    });

    it("refuses a save against a version someone else has since changed, naming them and carrying their values", async () => {
      const item = await newItem("Shared press release");
      const theirs = await call(
        "PATCH",
        API_PATHS.contentItem(item.id),
        { content: "Grace's text", baseVersion: 1 },
        grace.cookie,
      );
      expect(theirs.status).toBe(200);
      const mine = await call("PATCH", API_PATHS.contentItem(item.id), { content: "Ada's text", baseVersion: 1 });
      expect(mine.status).toBe(409);
      expect(json<ApiErrorBody>(mine.body).error.code).toBe("EDIT_CONFLICT");
      expect(json<ApiErrorBody>(mine.body).error.message).toContain("Grace Hopper");
      const conflict = conflictOf(mine.body);
      expect(conflict).toMatchObject({ version: 2, baseVersion: 1, savedBy: { fullName: "Grace Hopper" } });
      expect(Date.parse(conflict.savedAt)).not.toBeNaN();
      expect((conflict.current as ContentItem).content).toBe("Grace's text");
      const stored = json<{ item: ContentItem }>((await call("GET", API_PATHS.contentItem(item.id))).body).item;
      expect(stored.content).toBe("Grace's text");
    });

    it("takes the base version from an If-Match header as well", async () => {
      const item = await newItem("Header based");
      await call("PATCH", API_PATHS.contentItem(item.id), { content: "Moved on" }, grace.cookie);
      const stale = await call("PATCH", API_PATHS.contentItem(item.id), { content: "Mine" }, ada.cookie, {
        "If-Match": '"1"',
      });
      expect(stale.status).toBe(409);
      expect(conflictOf(stale.body).version).toBe(2);
      const fresh = await call("PATCH", API_PATHS.contentItem(item.id), { content: "Mine" }, ada.cookie, {
        "If-Match": '"2"',
      });
      expect(fresh.status).toBe(200);
      const bad = await call("PATCH", API_PATHS.contentItem(item.id), { content: "Mine" }, ada.cookie, {
        "If-Match": "yesterday",
      });
      expect(bad.status).toBe(400);
      expect(json<ApiErrorBody>(bad.body).error.fields).toHaveProperty("If-Match");
      const disagree = await call(
        "PATCH",
        API_PATHS.contentItem(item.id),
        { content: "Mine", baseVersion: 3 },
        ada.cookie,
        { "If-Match": '"2"' },
      );
      expect(disagree.status).toBe(400);
      expect(json<ApiErrorBody>(disagree.body).error.fields).toHaveProperty("baseVersion");
    });

    it("accepts a save without a base version as an unconditional save", async () => {
      const item = await newItem("Scripted");
      await call("PATCH", API_PATHS.contentItem(item.id), { content: "Someone's edit" }, grace.cookie);
      const script = await call("PATCH", API_PATHS.contentItem(item.id), { content: "The script's text" });
      expect(script.status).toBe(200);
      expect(json<{ item: ContentItem }>(script.body).item).toMatchObject({ content: "The script's text", version: 3 });
    });

    it("audits keep mine as an overwrite of the version it replaced", async () => {
      const item = await newItem("Keep mine");
      await call("PATCH", API_PATHS.contentItem(item.id), { content: "Theirs" }, grace.cookie);
      const kept = await call("PATCH", API_PATHS.contentItem(item.id), {
        content: "Mine after all",
        baseVersion: 2,
        overwrite: true,
      });
      expect(kept.status).toBe(200);
      const [entry] = (await auditRows(h(), "content_overwritten")).filter((r) => r.resourceId === item.id);
      expect(entry?.userId).toBe(ada.id);
      expect(entry?.newValues).toMatchObject({ content: "Mine after all", overwroteVersion: 2 });
      const noBase = await call("PATCH", API_PATHS.contentItem(item.id), { content: "x", overwrite: true });
      expect(noBase.status).toBe(400);
      expect(json<ApiErrorBody>(noBase.body).error.fields).toHaveProperty("overwrite");
    });
  });

  describe("pages and the site settings", () => {
    async function page(key: string): Promise<PageDocument> {
      return json<{ page: PageDocument }>((await call("GET", API_PATHS.page(key))).body).page;
    }

    for (const key of ["about", "site"]) {
      it(`refuses a stale save of ${key}, accepts keep mine and audits it as an overwrite`, async () => {
        const start = await page(key);
        const theirs = await call(
          "PATCH",
          API_PATHS.page(key),
          { fields: start.fields, baseVersion: start.version },
          grace.cookie,
        );
        expect(theirs.status).toBe(200);
        const afterTheirs = json<{ page: PageDocument }>(theirs.body).page;
        expect(afterTheirs.version).toBe(start.version + 1);
        expect(afterTheirs.editedBy?.fullName).toBe("Grace Hopper");

        const stale = await call("PATCH", API_PATHS.page(key), { fields: start.fields, baseVersion: start.version });
        expect(stale.status).toBe(409);
        const conflict = conflictOf(stale.body);
        expect(conflict).toMatchObject({ version: start.version + 1, savedBy: { fullName: "Grace Hopper" } });
        expect((conflict.current as PageDocument).key).toBe(key);

        const header = await call("PATCH", API_PATHS.page(key), { fields: start.fields }, ada.cookie, {
          "If-Match": `"${start.version}"`,
        });
        expect(header.status).toBe(409);

        const kept = await call("PATCH", API_PATHS.page(key), {
          fields: start.fields,
          baseVersion: conflict.version,
          overwrite: true,
        });
        expect(kept.status).toBe(200);
        const [entry] = (await auditRows(h(), "page_overwritten")).filter((r) => r.resourceId === key);
        expect(entry?.newValues).toMatchObject({ overwroteVersion: conflict.version });
        expect((await page(key)).version).toBe(start.version + 2);
      });
    }
  });
});
