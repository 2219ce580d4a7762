import type { ContentItem } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { PRESENCE_EXPIRES_MS } from "@helixmap/common/constants";
import type { PresenceResponse } from "@helixmap/common/presence/presence-api";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { editingPresence } from "../db/schema";
import { describeOnDatabases, type TestUser } from "../test/harness";

const json = <T>(body: unknown) => body as T;

describeOnDatabases("who else is editing", (h) => {
  let ada: TestUser;
  let grace: TestUser;
  let item: ContentItem;

  async function call(method: string, path: string, cookie: string) {
    return h().call(method, path, { cookie });
  }
  async function others(path: string, cookie: string) {
    const res = await call("GET", path, cookie);
    expect(res.status).toBe(200);
    return json<PresenceResponse>(res.body).editors;
  }

  beforeAll(async () => {
    ada = await h().createUser("administrator", { fullName: "Ada Lovelace" });
    grace = await h().createUser("administrator", { fullName: "Grace Hopper" });
    const created = await h().call("POST", API_PATHS.content, { body: { title: "Presence item" }, cookie: ada.cookie });
    item = json<{ item: ContentItem }>(created.body).item;
  });

  for (const [what, path] of [
    ["an item", () => API_PATHS.contentPresence(item.id)],
    ["a page", () => API_PATHS.pagePresence("about")],
  ] as const) {
    it(`shows who has ${what} open since when, never the caller, until they leave`, async () => {
      const beat = await call("POST", path(), ada.cookie);
      expect(beat.status).toBe(200);
      expect(json<PresenceResponse>(beat.body).editors).toEqual([]);
      expect(await others(path(), ada.cookie)).toEqual([]);

      const seen = await others(path(), grace.cookie);
      expect(seen).toHaveLength(1);
      expect(seen[0]!.user.fullName).toBe("Ada Lovelace");
      const since = seen[0]!.since;
      await call("POST", path(), ada.cookie);
      expect((await others(path(), grace.cookie))[0]!.since).toBe(since);

      expect((await call("DELETE", path(), ada.cookie)).status).toBe(204);
      expect(await others(path(), grace.cookie)).toEqual([]);
    });
  }

  it("lets a heartbeat expire after PRESENCE_EXPIRES_MS, and starts a new stay after it", async () => {
    const path = API_PATHS.contentPresence(item.id);
    await call("POST", path, ada.cookie);
    const first = (await others(path, grace.cookie))[0]!.since;
    const past = new Date(Date.now() - PRESENCE_EXPIRES_MS - 60_000);
    await h()
      .services.db.update(editingPresence)
      .set({ seenAt: past, since: past })
      .where(eq(editingPresence.resourceId, item.id));
    expect(await others(path, grace.cookie)).toEqual([]);

    await call("POST", path, ada.cookie);
    const again = (await others(path, grace.cookie))[0]!.since;
    expect(Date.parse(again)).toBeGreaterThanOrEqual(Date.parse(first));
    await call("DELETE", path, ada.cookie);
  });

  it("answers 404 for an item or page that does not exist", async () => {
    expect(
      (await call("POST", API_PATHS.contentPresence("00000000-0000-4000-8000-000000000000"), ada.cookie)).status,
    ).toBe(404);
    expect((await call("GET", API_PATHS.pagePresence("no-such-page"), ada.cookie)).status).toBe(404);
  });
});
