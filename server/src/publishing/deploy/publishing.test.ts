import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import type { ContentItem, Deployment, DeploymentSettingsResponse, DeploymentsResponse } from "@helixmap/common/api";
import { API_PATHS, STAFF_PAGE_PATHS } from "@helixmap/common/api-paths";
import { AUTO_DEPLOY_DEBOUNCE_MS } from "@helixmap/common/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../log";
import { auditRows } from "../../test/audit";
import { LANES } from "../../test/databases";
import { describeOnDatabases, type Harness, startHarness, type TestUser } from "../../test/harness";
import { testSiteRenderer } from "../../test/site-renderer";
import { changeSetOfSuccessfulDeploy, createPublishing } from "./publishing";

const json = <T>(body: unknown) => body as T;

async function createItem(h: Harness, admin: TestUser, body: Record<string, unknown>): Promise<ContentItem> {
  const res = await h.call("POST", API_PATHS.content, { body, cookie: admin.cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return json<{ item: ContentItem }>(res.body).item;
}

async function deploy(h: Harness, admin: TestUser): Promise<Deployment> {
  const res = await h.call("POST", API_PATHS.deployments, { body: {}, cookie: admin.cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return json<{ deployment: Deployment }>(res.body).deployment;
}

async function page(h: Harness, path: string) {
  const res = await fetch(h.url + path, { redirect: "manual" });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

async function deployments(h: Harness, admin: TestUser): Promise<DeploymentsResponse> {
  return json<DeploymentsResponse>((await h.call("GET", API_PATHS.deployments, { cookie: admin.cookie })).body);
}

describeOnDatabases("deploys build generations of the public site", (h) => {
  let admin: TestUser;
  let partner: TestUser;

  beforeAll(async () => {
    admin = await h().createUser("administrator");
    partner = await h().createUser("partner");
  });

  it("serves a deploy on this instance from the moment the deployment reads as successful", async () => {
    const before = (await deployments(h(), admin)).deployments.map((d) => d.id);
    let finished = false;
    const running = deploy(h(), admin).finally(() => {
      finished = true;
    });
    while (!finished) {
      const fresh = (await deployments(h(), admin)).deployments.find((d) => !before.includes(d.id));
      // Read in the same tick as the answer: no request can be served between the two.
      const served = h().services.publishing.live().generationId;
      if (fresh?.status === "success") {
        expect(served).toBe(fresh.generationId);
      }
    }
    const done = await running;
    expect(h().services.publishing.live().generationId).toBe(done.generationId);
  });

  it("renders published public items only, into lists, their own pages, data files and the sitemap", async () => {
    const release = await createItem(h(), admin, {
      title: "Series A Closes",
      contentType: "press_release",
      published: true,
      summary: "We closed it.",
      displayDate: "2026-01-15",
      fields: { category: "Funding", featured: true },
      content: "# Closed\n\nRead [more](https://example.org).",
    });
    await createItem(h(), admin, { title: "Draft Release", contentType: "press_release", published: false });
    await createItem(h(), admin, {
      title: "Partner Release",
      contentType: "press_release",
      published: true,
      visibility: "partner",
    });
    await createItem(h(), admin, { title: "Admin Page", contentType: "page", published: true, visibility: "admin" });

    const deployment = await deploy(h(), admin);
    // The 15 public pages, the one public published item and the 2 pages press-alert mails link to.
    expect(deployment).toMatchObject({ status: "success", pageCount: 18, live: true, canRollBack: true });
    expect(deployment.startedAt).not.toBeNull();
    expect(deployment.durationMs).toBeGreaterThanOrEqual(0);
    expect(deployment.changes).toEqual({
      added: [
        {
          id: release.id,
          title: "Series A Closes",
          contentType: "press_release",
          path: "/press-releases/series-a-closes",
        },
      ],
      changed: [],
      removed: [],
    });

    const list = await page(h(), "/press-releases");
    expect(list.status).toBe(200);
    expect(list.text).toContain("Series A Closes");
    const own = await page(h(), "/press-releases/series-a-closes");
    expect(own.text).toContain("<h1>Closed</h1>");
    expect(own.text).toContain('<a href="https://example.org">more</a>');
    expect((await page(h(), "/press-releases.data")).text).toContain("Series A Closes");
    const sitemap = await page(h(), "/sitemap.xml");
    expect(sitemap.text).toContain("/press-releases/series-a-closes</loc>");

    for (const path of ["/press-releases", "/press-releases.data", "/sitemap.xml", "/pages/admin-page"]) {
      const { text } = await page(h(), path);
      expect(text).not.toMatch(/Draft Release|Partner Release|Admin Page/);
    }
    expect((await page(h(), "/press-releases/draft-release")).status).toBe(302);
    expect((await page(h(), "/press-releases/partner-release")).headers.get("location")).toBe("/");
  });

  it("serves pages pre-compressed and allows exactly the live generation's inline scripts", async () => {
    const res = await fetch(`${h().url}/press-releases`, { headers: { "accept-encoding": "br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    const html = await res.text();
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    const hash = `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
    expect(res.headers.get("content-security-policy")).toContain(hash);
  });

  it("records what changed against the live generation, by title, and exposes it for successful deploys", async () => {
    const [old] = (await deployments(h(), admin)).deployments;
    const { items } = json<{ items: ContentItem[] }>(
      (await h().call("GET", API_PATHS.content, { cookie: admin.cookie })).body,
    );
    const release = items.find((i) => i.title === "Series A Closes")!;
    await h().call("PATCH", API_PATHS.contentItem(release.id), {
      body: { title: "Series A Closed" },
      cookie: admin.cookie,
    });
    // The edit of a published item is a draft until its changes are published.
    await h().call("POST", API_PATHS.publishContentChanges(release.id), { cookie: admin.cookie });
    const added = await createItem(h(), admin, { title: "Codon Paper", contentType: "publication", published: true });
    const deployment = await deploy(h(), admin);
    expect(deployment.changes?.added.map((i) => i.title)).toEqual(["Codon Paper"]);
    expect(deployment.changes?.changed.map((i) => i.title)).toEqual(["Series A Closed"]);
    expect(await changeSetOfSuccessfulDeploy(h().services.db, deployment.id)).toEqual(deployment.changes);
    expect(await changeSetOfSuccessfulDeploy(h().services.db, old!.id)).not.toBeNull();

    await h().call("DELETE", API_PATHS.contentItem(added.id), { cookie: admin.cookie });
    const removal = await deploy(h(), admin);
    expect(removal.changes?.removed.map((i) => i.title)).toEqual(["Codon Paper"]);
    expect((await page(h(), "/research-publications")).text).not.toContain("Codon Paper");
    expect((await page(h(), "/research-publications/codon-paper")).status).toBe(302);
  });

  it("makes an earlier generation live again on rollback, audited, and lists which one is live", async () => {
    const before = await deploy(h(), admin);
    const { items } = json<{ items: ContentItem[] }>(
      (await h().call("GET", API_PATHS.content, { cookie: admin.cookie })).body,
    );
    const release = items.find((i) => i.title === "Series A Closed")!;
    await h().call("PATCH", API_PATHS.contentItem(release.id), { body: { published: false }, cookie: admin.cookie });
    await deploy(h(), admin);
    expect((await page(h(), "/press-releases")).text).not.toContain("Series A Closed");

    const res = await h().call("POST", API_PATHS.deploymentRollback(before.id), { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(json<{ deployment: Deployment }>(res.body).deployment.live).toBe(true);
    expect((await page(h(), "/press-releases")).text).toContain("Series A Closed");
    const [entry] = await auditRows(h(), "deployment_rolled_back");
    expect(entry).toMatchObject({
      userId: admin.id,
      resourceType: "deployment",
      resourceId: before.id,
      newValues: { liveGenerationId: before.generationId },
    });
    const listed = await deployments(h(), admin);
    expect(listed.settings.liveGenerationId).toBe(before.generationId);
    expect(listed.deployments.filter((d) => d.live).map((d) => d.id)).toEqual([before.id]);
  });

  it("refuses rollback to partners and to deployments that do not exist", async () => {
    const missing = API_PATHS.deploymentRollback("00000000-0000-4000-8000-000000000000");
    expect((await h().call("POST", missing, { cookie: partner.cookie })).status).toBe(403);
    expect((await h().call("POST", missing, { cookie: admin.cookie })).status).toBe(404);
  });

  it("keeps serving the live generation after a restart, without rendering it again", async () => {
    const live = h().services.publishing.live().generationId;
    const renderer = testSiteRenderer();
    const restarted = createPublishing({
      env: h().services.env,
      db: h().services.db,
      log: createLogger("silent"),
      metrics: h().services.metrics,
      mediaStorage: h().services.media.storage,
      renderer: async () => renderer,
    });
    await restarted.start();
    try {
      expect(restarted.live().generationId).toBe(live);
      expect(restarted.live().files.get("/press-releases/index.html")?.body.toString()).toContain("Series A Closed");
      expect(renderer.rendered).toEqual([]);
    } finally {
      await restarted.close();
    }
  });

  it("renders the live generation from its stored snapshot on an instance that lacks its files", async () => {
    const live = h().services.publishing.live().generationId!;
    const otherDataDir = join(h().dataDir, "other-instance");
    const renderer = testSiteRenderer();
    const other = createPublishing({
      env: { ...h().services.env, dataDir: otherDataDir },
      db: h().services.db,
      log: createLogger("silent"),
      metrics: h().services.metrics,
      mediaStorage: h().services.media.storage,
      renderer: async () => renderer,
    });
    await other.start();
    try {
      expect(other.live().generationId).toBe(live);
      expect(renderer.rendered.length).toBeGreaterThan(0);
      expect(other.live().files.get("/press-releases/index.html")?.etag).toBe(
        h().services.publishing.live().files.get("/press-releases/index.html")?.etag,
      );
    } finally {
      await other.close();
      await rm(otherDataDir, { recursive: true, force: true });
    }
  });
});

describeOnDatabases(
  "a deploy made to fail",
  (h) => {
    let admin: TestUser;
    beforeAll(async () => {
      admin = await h().createUser("administrator");
    });

    it("records failed with the reason and leaves the previous generation serving", async () => {
      await createItem(h(), admin, { title: "Good Release", contentType: "press_release", published: true });
      const good = await deploy(h(), admin);
      expect(good.status).toBe("success");
      await createItem(h(), admin, { title: "Broken BOOM Release", contentType: "press_release", published: true });
      const failed = await deploy(h(), admin);
      expect(failed).toMatchObject({ status: "failed", generationId: null, canRollBack: false, live: false });
      expect(failed.message).toContain("Rendering /press-releases/broken-boom-release failed");
      expect(failed.completedAt).not.toBeNull();
      expect(h().services.publishing.live().generationId).toBe(good.generationId);
      const rollback = await h().call("POST", API_PATHS.deploymentRollback(failed.id), { cookie: admin.cookie });
      expect(rollback.status).toBe(409);
      const list = await page(h(), "/press-releases");
      expect(list.text).toContain("Good Release");
      expect(list.text).not.toContain("Broken BOOM Release");
      expect(existsSync(join(h().dataDir, "generations", good.generationId!))).toBe(true);
      // The failed one leaves no half-written folder behind (live.json names the served generation).
      expect((await readdir(join(h().dataDir, "generations"))).sort()).toEqual([good.generationId, "live.json"].sort());
    });
  },
  { env: { DEPLOY_TEST_FAILURE: "BOOM" } },
);

describe("one deploy at a time", () => {
  for (const lane of LANES) {
    describe.skipIf(lane.skip)(lane.name, () => {
      let release: () => void = () => {};
      let held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let h: Harness;
      beforeAll(async () => {
        h = await startHarness(lane.kind, { siteRenderer: testSiteRenderer({ gate: () => held }) });
      });
      afterAll(async () => {
        release();
        await h.close();
      });

      it("answers 409 naming the running deployment while one runs", async () => {
        const admin = await h.createUser("administrator");
        const first = h.call("POST", API_PATHS.deployments, { body: {}, cookie: admin.cookie });
        let running: Deployment | undefined;
        for (let i = 0; i < 100 && !running; i++) {
          await new Promise((r) => setTimeout(r, 50));
          running = (await deployments(h, admin)).deployments.find((d) => d.status === "running");
        }
        expect(running).toBeDefined();
        const second = await h.call("POST", API_PATHS.deployments, { body: {}, cookie: admin.cookie });
        expect(second.status).toBe(409);
        expect(second.body).toMatchObject({
          error: { code: "CONFLICT", message: expect.stringContaining(running!.id) },
        });
        release();
        expect((await first).status).toBe(201);
        held = Promise.resolve();
        expect((await deploy(h, admin)).status).toBe("success");
      });
    });
  }
});

describeOnDatabases(
  "auto-deploy and retention",
  (h) => {
    let admin: TestUser;
    beforeAll(async () => {
      admin = await h().createUser("administrator");
    });

    it("is off until an administrator switches it on, audited", async () => {
      const partner = await h().createUser("partner");
      expect(
        (await h().call("PATCH", API_PATHS.deploymentSettings, { body: { autoDeploy: true }, cookie: partner.cookie }))
          .status,
      ).toBe(403);
      const res = await h().call("PATCH", API_PATHS.deploymentSettings, {
        body: { autoDeploy: true },
        cookie: admin.cookie,
      });
      expect(json<DeploymentSettingsResponse>(res.body).settings).toMatchObject({ autoDeploy: true });
      const [entry] = await auditRows(h(), "deployment_settings_updated");
      expect(entry).toMatchObject({ oldValues: { autoDeploy: false }, newValues: { autoDeploy: true } });
    });

    it("makes one content_update deploy after a burst of edits to public published items", async () => {
      const item = await createItem(h(), admin, { title: "Auto One", contentType: "press_release", published: true });
      for (const title of ["Auto Two", "Auto Three"]) {
        await h().call("PATCH", API_PATHS.contentItem(item.id), { body: { title }, cookie: admin.cookie });
      }
      await h().call("POST", API_PATHS.publishContentChanges(item.id), { cookie: admin.cookie });
      // Drafts and partner items never trigger one.
      await createItem(h(), admin, { title: "Quiet Draft", contentType: "page" });
      let done: Deployment[] = [];
      for (let i = 0; i < 60 && done.length === 0; i++) {
        await new Promise((r) => setTimeout(r, AUTO_DEPLOY_DEBOUNCE_MS / 10));
        done = (await deployments(h(), admin)).deployments.filter((d) => d.status === "success");
      }
      const all = (await deployments(h(), admin)).deployments;
      expect(all).toHaveLength(1);
      expect(all[0]).toMatchObject({ deploymentType: "content_update", status: "success" });
      expect(all[0]!.changes?.added.map((i) => i.title)).toEqual(["Auto Three"]);
      expect((await page(h(), "/press-releases")).text).toContain("Auto Three");
      await h().call("PATCH", API_PATHS.deploymentSettings, { body: { autoDeploy: false }, cookie: admin.cookie });
    });

    it("keeps the newest GENERATIONS_KEPT generations; older ones can no longer be rolled back to", async () => {
      for (let i = 0; i < 3; i++) await deploy(h(), admin);
      const listed = (await deployments(h(), admin)).deployments;
      expect(listed.filter((d) => d.canRollBack)).toHaveLength(2);
      const pruned = listed.filter((d) => d.status === "success" && !d.canRollBack);
      expect(pruned.length).toBeGreaterThan(0);
      for (const d of pruned) {
        expect(existsSync(join(h().dataDir, "generations", d.generationId ?? "none"))).toBe(false);
        const res = await h().call("POST", API_PATHS.deploymentRollback(d.id), { cookie: admin.cookie });
        expect(res.status).toBe(409);
      }
    });
  },
  { env: { GENERATIONS_KEPT: "2" } },
);

describeOnDatabases("previews", (h) => {
  let admin: TestUser;
  let item: ContentItem;
  beforeAll(async () => {
    admin = await h().createUser("administrator");
    item = await createItem(h(), admin, {
      title: "Unpublished Preview",
      contentType: "page",
      content: "Some **bold** text <script>alert(1)</script>",
    });
  });

  it("shows an administrator any item as its page, never indexed or cached, with no script", async () => {
    const res = await fetch(h().url + STAFF_PAGE_PATHS.preview(item.id), { headers: { cookie: admin.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    const html = await res.text();
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toMatch(/<script\b/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    // Nothing was deployed.
    expect((await deployments(h(), admin)).deployments).toHaveLength(0);
  });

  it("refuses anyone below administrator", async () => {
    const partner = await h().createUser("partner");
    const anonymous = await fetch(h().url + STAFF_PAGE_PATHS.preview(item.id));
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("cache-control")).toBe("no-store");
    const refused = await fetch(h().url + STAFF_PAGE_PATHS.preview(item.id), { headers: { cookie: partner.cookie } });
    expect(refused.status).toBe(403);
  });
});
