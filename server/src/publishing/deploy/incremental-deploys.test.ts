import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import type { ContentItem, Deployment } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { beforeAll, expect, it } from "vitest";
import { createLogger } from "../../log";
import { countRoundTrips } from "../../test/count-round-trips";
import { describeOnDatabases, type Harness, type TestUser } from "../../test/harness";
import { publishWithoutApproval } from "../../test/review";
import { testSiteRenderer } from "../../test/site-renderer";
import type { StaticFile } from "../static/file-index";
import { createPublishing } from "./publishing";

const renderer = testSiteRenderer();

async function createItem(h: Harness, admin: TestUser, body: Record<string, unknown>): Promise<ContentItem> {
  const res = await h.call("POST", API_PATHS.content, { body: { published: true, ...body }, cookie: admin.cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { item: ContentItem }).item;
}

async function deploy(h: Harness, admin: TestUser, body: Record<string, unknown> = {}): Promise<Deployment> {
  const res = await h.call("POST", API_PATHS.deployments, { body, cookie: admin.cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { deployment } = res.body as { deployment: Deployment };
  expect(deployment.status, deployment.message ?? "").toBe("success");
  return deployment;
}

/** The URL paths whose bytes differ between two generations as served (added, changed or removed). */
function differing(before: ReadonlyMap<string, StaticFile>, after: ReadonlyMap<string, StaticFile>): string[] {
  const paths = new Set<string>();
  for (const [path, file] of after) if (!before.get(path)?.body.equals(file.body)) paths.add(path);
  for (const path of before.keys()) if (!after.has(path)) paths.add(path);
  return [...paths].sort();
}

/** What a deploy renders and writes, as this instance serves it. */
async function deployAndWatch(h: Harness, admin: TestUser, body: Record<string, unknown> = {}) {
  const { files: before, generationId: beforeId } = h.services.publishing.live();
  renderer.rendered.length = 0;
  const deployment = await deploy(h, admin, body);
  const folder = (id: string | null) => join(h.dataDir, "generations", id!);
  /** True when the new generation's file is the previous one's, linked rather than written again. */
  const linked = async (urlPath: string) =>
    (await stat(join(folder(beforeId), urlPath))).ino ===
    (await stat(join(folder(deployment.generationId), urlPath))).ino;
  return {
    deployment,
    rendered: [...renderer.rendered].sort(),
    before,
    after: h.services.publishing.live().files,
    linked,
  };
}

describeOnDatabases(
  "deploys render only pages whose inputs changed",
  (h) => {
    let admin: TestUser;
    let release: ContentItem;
    let patent: ContentItem;

    beforeAll(async () => {
      await publishWithoutApproval(h());
      admin = await h().createUser("administrator");
      release = await createItem(h(), admin, { title: "Trial Starts", contentType: "press_release" });
      await createItem(h(), admin, { title: "Other News", contentType: "press_release" });
      patent = await createItem(h(), admin, { title: "A Patent", contentType: "patent" });
      await createItem(h(), admin, { title: "A Page", contentType: "page" });
      await deploy(h(), admin);
    });

    it("after one item is edited, renders its page and its list only; every other page keeps its bytes", async () => {
      // A published item's edit is its draft until its changes are published.
      const res = await h().call("PATCH", API_PATHS.contentItem(release.id), {
        body: { title: "Trial Starts Early" },
        cookie: admin.cookie,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const published = await h().call("POST", API_PATHS.publishContentChanges(release.id), {
        body: {},
        cookie: admin.cookie,
      });
      expect(published.status, JSON.stringify(published.body)).toBe(200);
      const { deployment, rendered, before, after, linked } = await deployAndWatch(h(), admin);

      expect(rendered).toEqual(["/press-releases", "/press-releases/trial-starts"]);
      expect(deployment.renderedCount).toBe(2);
      expect(deployment.fullRender).toBe(false);
      expect(after.get("/press-releases/trial-starts/index.html")!.body.toString()).toContain("Trial Starts Early");
      expect(after.get("/press-releases/index.html")!.body.toString()).toContain("Trial Starts Early");
      // An unchanged page: the very bytes served before, and the same bytes in the new generation's folder.
      const untouched = "/press-releases/other-news/index.html";
      expect(after.get(untouched)!.body.equals(before.get(untouched)!.body)).toBe(true);
      const folder = join(h().dataDir, "generations", deployment.generationId!);
      expect((await readFile(join(folder, untouched))).equals(before.get(untouched)!.body)).toBe(true);
      expect((await readFile(join(folder, `${untouched}.br`))).equals(before.get(untouched)!.br!)).toBe(true);

      // The change set lists exactly the paths whose bytes changed: the item's page and data, its list, the feed.
      expect(deployment.changedPaths).toEqual(differing(before, after));
      expect(deployment.changedPaths).toEqual(
        expect.arrayContaining([
          "/press-releases/index.html",
          "/press-releases.data",
          "/press-releases/trial-starts/index.html",
          "/press-releases/trial-starts.data",
          "/feeds/press-releases.xml",
        ]),
      );
      expect(deployment.changedPaths).not.toContain(untouched);
      // A feed that changed is written and compressed again (unchanged ones are linked: see the next test).
      expect(await linked("/feeds/press-releases.xml")).toBe(false);
      expect(after.get("/feeds/press-releases.xml")!.body.toString()).toContain("Trial Starts Early");
      expect(deployment.changedPaths).not.toContain("/patent-portfolio/index.html");
    });

    it("with nothing changed, renders no page and changes no page's bytes", async () => {
      const { deployment, rendered, before, after, linked } = await deployAndWatch(h(), admin);
      expect(rendered).toEqual([]);
      // Neither the sitemap nor robots.txt is compressed again: the previous generation's files are linked.
      for (const path of ["/sitemap.xml", "/sitemap.xml.gz", "/sitemap.xml.br", "/robots.txt"]) {
        expect(await linked(path), path).toBe(true);
      }
      expect(deployment.renderedCount).toBe(0);
      expect(deployment.changedPaths).toEqual(differing(before, after));
      expect(deployment.changedPaths!.filter((p) => p.endsWith(".html") || p.endsWith(".data"))).toEqual([]);
    });

    it("a removed item takes its files away and re-renders its list; the change set names them", async () => {
      const gone = await h().call("DELETE", API_PATHS.contentItem(patent.id), { cookie: admin.cookie });
      expect(gone.status, JSON.stringify(gone.body)).toBe(204);
      const { deployment, rendered, before, after } = await deployAndWatch(h(), admin);
      expect(rendered).toEqual(["/patent-portfolio"]);
      expect(after.has("/patent-portfolio/a-patent/index.html")).toBe(false);
      expect(deployment.changedPaths).toEqual(differing(before, after));
      expect(deployment.changedPaths).toContain("/patent-portfolio/a-patent/index.html");
    });

    it("a full deploy renders every page again and writes the same bytes", async () => {
      const { deployment, rendered, before, after } = await deployAndWatch(h(), admin, { full: true });
      expect(deployment.fullRender).toBe(true);
      expect(rendered.length).toBe(deployment.pageCount);
      expect(differing(before, after).filter((p) => p.endsWith(".html") || p.endsWith(".data"))).toEqual([]);
    });

    it("a new web build renders every page", async () => {
      const nextBuild = testSiteRenderer({ buildId: "next-build" });
      const instance = createPublishing({
        env: h().services.env,
        db: h().services.db,
        log: createLogger("silent"),
        metrics: h().services.metrics,
        mediaStorage: h().services.media.storage,
        renderer: async () => nextBuild,
      });
      await instance.start();
      try {
        const id = await instance.deploy({ triggeredBy: admin.id, deploymentType: "manual_deploy" });
        const listed = (await h().call("GET", API_PATHS.deployments, { cookie: admin.cookie })).body as {
          deployments: Deployment[];
        };
        const done = listed.deployments.find((d) => d.id === id)!;
        expect(done.status).toBe("success");
        expect(done.fullRender).toBe(true);
        expect(nextBuild.rendered.length).toBe(done.pageCount);
      } finally {
        await instance.close();
      }
    });

    it("starts from its own last deploy without reading that generation back; after a rollback, reads the live one", async () => {
      const trips = countRoundTrips(h().services.db);
      const readsSnapshot = () =>
        trips.statements().some((sql) => /select "snapshot".* from "site_generations"/.test(sql));
      const first = await deploy(h(), admin);
      trips.reset();
      const second = await deploy(h(), admin);
      expect(readsSnapshot()).toBe(false);
      expect(second.renderedCount).toBe(0);

      const back = await h().call("POST", API_PATHS.deploymentRollback(first.id), { body: {}, cookie: admin.cookie });
      expect(back.status, JSON.stringify(back.body)).toBe(200);
      trips.reset();
      const third = await deploy(h(), admin);
      expect(readsSnapshot()).toBe(true);
      expect(third.renderedCount).toBe(0);
      expect(third.changes).toEqual({ added: [], changed: [], removed: [] });
    });
  },
  { siteRenderer: renderer },
);
