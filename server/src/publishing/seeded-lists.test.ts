import type { ContentListResponse, ContentType, Deployment } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { FEEDS } from "@helixmap/common/feeds";
import { SITE_FIELDS } from "@helixmap/common/pages/page-catalogue";
import { placeholderValues, resolvePlaceholders } from "@helixmap/common/pages/placeholders";
import { publishedItemPath } from "@helixmap/common/publishing";
import { beforeAll, expect, it } from "vitest";
import { ITEM_SEEDS } from "../seed/item-seeds";
import { siteSeed } from "../seed/pages/site";
import { describeOnDatabases, type TestUser } from "../test/harness";

const json = <T>(body: unknown) => body as T;
const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const vars = placeholderValues(SITE_FIELDS, siteSeed);
/** An item's title as visitors read it: placeholders resolved, as stored in HTML and XML. */
const shown = (title: string) => escapeXml(resolvePlaceholders(title, vars));
const seedsOf = (type: ContentType) => ITEM_SEEDS.filter((s) => s.contentType === type);
const feedOf = (type: ContentType) => FEEDS.find((f) => f.contentType === type)!;

/**
 * The seeded items are ordinary items: a new database lists them on their pages, feeds and
 * sitemap, and what staff do to them reaches visitors with the next deploy. The test renderer
 * lists a section's item titles on the section's page (server/src/test/site-renderer.ts).
 */
describeOnDatabases(
  "seeded items on their list pages, feeds and the sitemap",
  (h) => {
    let admin: TestUser;
    beforeAll(async () => {
      admin = await h().createUser("administrator");
    });

    async function deploy(): Promise<Deployment> {
      const res = await h().call("POST", API_PATHS.deployments, { body: {}, cookie: admin.cookie });
      const { deployment } = json<{ deployment: Deployment }>(res.body);
      expect(deployment.status, JSON.stringify(deployment)).toBe("success");
      return deployment;
    }
    const text = async (path: string) => (await fetch(h().url + path)).text();
    async function itemsOf(type: ContentType) {
      const res = await h().call("GET", API_PATHS.contentPage({ type, limit: 100 }), { cookie: admin.cookie });
      return json<ContentListResponse>(res.body).items;
    }

    it("lists every seeded item of a type on its list page, its feed and the sitemap", async () => {
      await deploy();
      const sitemap = await text("/sitemap.xml");
      for (const [type, path] of [
        ["press_release", "/press-releases"],
        ["publication", "/research-publications"],
        ["patent", "/patent-portfolio"],
        ["sec_filing", "/sec-filings"],
        ["regulatory_update", "/regulatory-updates"],
      ] as const) {
        const list = await text(path);
        const items = await itemsOf(type);
        expect(items.map((i) => i.slug).sort()).toEqual(
          seedsOf(type)
            .map((s) => s.slug)
            .sort(),
        );
        for (const item of items) {
          expect(list, `${path}: ${item.title}`).toContain(shown(item.title));
          expect(sitemap).toContain(`${path}/${item.slug}</loc>`);
        }
      }
      for (const feed of FEEDS) {
        const body = await text(feed.path);
        for (const item of await itemsOf(feed.contentType)) {
          expect(body).toContain(`${publishedItemPath(item.contentType, item.slug)}"`);
        }
      }
    });

    it("takes an unpublished seeded item off its list page, its feed and the sitemap with the next deploy", async () => {
      const [filing] = await itemsOf("sec_filing");
      const res = await h().call("PATCH", API_PATHS.contentItem(filing!.id), {
        body: { published: false },
        cookie: admin.cookie,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const deployment = await deploy();
      expect(deployment.changes?.removed.map((r) => r.id)).toEqual([filing!.id]);
      expect(await text("/sec-filings")).not.toContain(shown(filing!.title));
      expect(await text(feedOf("sec_filing").path)).not.toContain(`/sec-filings/${filing!.slug}"`);
      expect(await text("/sitemap.xml")).not.toContain(`/sec-filings/${filing!.slug}<`);
      expect((await fetch(`${h().url}/sec-filings/${filing!.slug}`, { redirect: "manual" })).status).toBe(302);
    });

    it("leaves the press releases page and feed with none once every press release is deleted", async () => {
      for (const release of await itemsOf("press_release")) {
        const res = await h().call("DELETE", API_PATHS.contentItem(release.id), { cookie: admin.cookie });
        expect(res.status).toBe(204);
      }
      expect(await itemsOf("press_release")).toEqual([]);
      await deploy();
      const list = await text("/press-releases");
      for (const seed of seedsOf("press_release")) expect(list).not.toContain(seed.slug);
      expect(list).toContain("<ul></ul>");
      expect(await text(feedOf("press_release").path)).not.toContain("<entry>");
      expect(await text("/sitemap.xml")).not.toMatch(/\/press-releases\/[^<]+<\/loc>/);
    });
  },
  { seedItems: true },
);
