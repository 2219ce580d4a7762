import type { Deployment } from "@helixmap/common/api";
import { API_PATHS, STAFF_PAGE_PATHS } from "@helixmap/common/api-paths";
import { DOCUMENT_KEYS } from "@helixmap/common/pages/page-catalogue";
import type {
  PageDocument,
  PageSummary,
  PageVersion,
  PageVersionSummary,
  SiteSettingsResponse,
} from "@helixmap/common/pages/pages-api";
import { beforeAll, expect, it } from "vitest";
import { takeSnapshot } from "../publishing/generation/snapshot";
import { PAGE_SEEDS } from "../seed/page-seeds";
import { auditRows } from "../test/audit";
import { describeOnDatabases, type TestUser } from "../test/harness";

const json = <T>(body: unknown) => body as T;
const aboutSeed = PAGE_SEEDS.about;

describeOnDatabases("page documents", (h) => {
  let admin: TestUser;
  let partner: TestUser;

  const call = (method: string, path: string, body?: unknown, cookie = admin.cookie) =>
    h().call(method, path, { body, cookie });
  const about = async (cookie = admin.cookie) =>
    json<{ page: PageDocument }>((await call("GET", API_PATHS.page("about"), undefined, cookie)).body).page;

  beforeAll(async () => {
    admin = await h().createUser("administrator");
    partner = await h().createUser("partner");
  });

  it("lists one document per public page and one for the site settings, each seeded as version 1", async () => {
    const res = await call("GET", API_PATHS.pages, undefined, partner.cookie);
    expect(res.status).toBe(200);
    const { pages } = json<{ pages: PageSummary[] }>(res.body);
    expect(pages.map((p) => p.key)).toEqual([...DOCUMENT_KEYS]);
    expect(pages.find((p) => p.key === "home")).toMatchObject({ path: "/", hasDraft: false });
    expect(pages.find((p) => p.key === "site")).toMatchObject({ path: null, title: "Site settings" });
    expect(pages.every((p) => Number.isInteger(p.version) && p.version >= 1)).toBe(true);
    expect(await about(partner.cookie)).toMatchObject({
      key: "about",
      liveVersion: 1,
      version: 1,
      draft: null,
      fields: aboutSeed,
    });
  });

  it("refuses anonymous callers, public users, and partners who try to change a page", async () => {
    const publicUser = await h().createUser("public");
    expect((await h().call("GET", API_PATHS.pages)).status).toBe(401);
    expect((await call("GET", API_PATHS.pages, undefined, publicUser.cookie)).status).toBe(403);
    const patch = await call("PATCH", API_PATHS.page("about"), { fields: aboutSeed }, partner.cookie);
    expect(patch.status).toBe(403);
    for (const path of [API_PATHS.publishPageChanges("about"), API_PATHS.discardPageDraft("about")]) {
      expect((await call("POST", path, {}, partner.cookie)).status).toBe(403);
    }
    expect((await call("GET", API_PATHS.page("no-such-page"))).status).toBe(404);
  });

  it("names each bad field as fields.<path> and saves nothing", async () => {
    const values = structuredClone(aboutSeed) as Record<string, unknown>;
    values.intro = "";
    (values.values as { title: string }[])[2]!.title = "x".repeat(500);
    values.surprise = true;
    const res = await call("PATCH", API_PATHS.page("about"), { fields: values });
    expect(res.status).toBe(400);
    const { error } = json<{ error: { code: string; fields: Record<string, string> } }>(res.body);
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(error.fields).sort()).toEqual(["fields.intro", "fields.surprise", "fields.values.2.title"]);
    expect((await about()).draft).toBeNull();
  });

  it("keeps an edit as a draft until it is published, audited at each step, then deploys it", async () => {
    const edited = { ...aboutSeed, intro: "A revised opening paragraph about {{companyName}}." };
    const saved = await call("PATCH", API_PATHS.page("about"), { fields: edited });
    expect(saved.status).toBe(200);
    const savedPage = json<{ page: PageDocument }>(saved.body).page;
    expect(savedPage).toMatchObject({ draft: edited, fields: aboutSeed });
    // The list carries the same version as the document, so a save from either can send it back.
    const listed = json<{ pages: PageSummary[] }>((await call("GET", API_PATHS.pages)).body).pages;
    expect(listed.find((p) => p.key === "about")).toMatchObject({ hasDraft: true, version: savedPage.version });
    expect((await takeSnapshot(h().services.db)).pages.about.intro).toBe(
      aboutSeed.intro.replace("{{companyName}}", "HelixMap Therapeutics").replace("{{founded}}", "September 2025"),
    );

    const published = await call("POST", API_PATHS.publishPageChanges("about"), {});
    expect(published.status).toBe(200);
    expect(json<{ page: PageDocument }>(published.body).page).toMatchObject({
      draft: null,
      fields: edited,
      liveVersion: 2,
    });
    expect((await takeSnapshot(h().services.db)).pages.about.intro).toBe(
      "A revised opening paragraph about HelixMap Therapeutics.",
    );
    expect((await auditRows(h(), "page_draft_saved"))[0]).toMatchObject({
      resourceType: "page_document",
      resourceId: "about",
      userId: admin.id,
    });
    expect((await auditRows(h(), "page_changes_published"))[0]).toMatchObject({
      resourceId: "about",
      userId: admin.id,
    });

    const deployed = await call("POST", API_PATHS.deployments, {});
    expect(deployed.status).toBe(201);
    expect(json<{ deployment: Deployment }>(deployed.body).deployment.status).toBe("success");
  });

  it("keeps every published state as a version and brings an earlier one back as a draft", async () => {
    const list = await call("GET", API_PATHS.pageVersions("about"), undefined, partner.cookie);
    const { versions } = json<{ versions: PageVersionSummary[] }>(list.body);
    expect(versions.map((v) => [v.number, v.kind])).toEqual([
      [2, "published"],
      [1, "seeded"],
    ]);
    const one = json<{ version: PageVersion }>((await call("GET", API_PATHS.pageVersion("about", 1))).body).version;
    expect(one.fields).toEqual(aboutSeed);

    const restored = await call("POST", API_PATHS.restorePageVersion("about", 1), {});
    expect(restored.status).toBe(200);
    expect(json<{ page: PageDocument }>(restored.body).page.draft).toEqual(aboutSeed);
    await call("POST", API_PATHS.publishPageChanges("about"), {});
    const after = json<{ versions: PageVersionSummary[] }>((await call("GET", API_PATHS.pageVersions("about"))).body);
    expect(after.versions[0]).toMatchObject({ number: 3, kind: "published", restoredFrom: 1 });
    expect((await call("POST", API_PATHS.restorePageVersion("about", 99), {})).status).toBe(404);
  });

  it("discards a draft and refuses to publish or discard when there is none", async () => {
    await call("PATCH", API_PATHS.page("about"), { fields: { ...aboutSeed, intro: "Discard me." } });
    expect((await call("POST", API_PATHS.discardPageDraft("about"), {})).status).toBe(200);
    expect((await about()).draft).toBeNull();
    expect((await call("POST", API_PATHS.discardPageDraft("about"), {})).status).toBe(409);
    expect((await call("POST", API_PATHS.publishPageChanges("about"), {})).status).toBe(409);
    expect(await auditRows(h(), "page_draft_discarded")).toHaveLength(1);
  });

  it("publishes a scheduled draft when its time comes, as the scheduler", async () => {
    await call("PATCH", API_PATHS.page("about"), { fields: { ...aboutSeed, intro: "Embargoed until the hour." } });
    const past = await call("POST", API_PATHS.schedulePage("about"), { publishAt: "2020-01-01T00:00:00Z" });
    expect(past.status).toBe(400);
    const at = new Date(Date.now() + 60_000).toISOString();
    const scheduled = await call("POST", API_PATHS.schedulePage("about"), { publishAt: at });
    expect(json<{ page: PageDocument }>(scheduled.body).page.publishAt).toBe(at);
    const { pageDocuments } = await import("../db/schema");
    await h()
      .services.db.update(pageDocuments)
      .set({ publishAt: new Date(Date.now() - 1000) });
    const { runDueSchedules } = await import("../publishing/schedule/run-schedules");
    const run = await runDueSchedules(h().services);
    expect(run.pagesPublished).toEqual(["about"]);
    expect(await about()).toMatchObject({
      draft: null,
      publishAt: null,
      fields: { intro: "Embargoed until the hour." },
    });
  });

  it("refuses a deploy whose content would contradict the settings, naming the page and the field", async () => {
    await call("PATCH", API_PATHS.page("about"), {
      fields: { ...aboutSeed, intro: "We map 27 therapeutic genes and quote {{noSuchSetting}}." },
    });
    await call("POST", API_PATHS.publishPageChanges("about"), {});
    const res = await call("POST", API_PATHS.deployments, {});
    const deployment = json<{ deployment: Deployment }>(res.body).deployment;
    expect(deployment.status).toBe("failed");
    expect(deployment.message).toContain("(about), field intro: {{noSuchSetting}} names no site setting");
    expect(deployment.message).toContain("(about), field intro: states 27 by hand: write {{mappedGenes}}");
    await call("POST", API_PATHS.restorePageVersion("about", 1), {});
    await call("POST", API_PATHS.publishPageChanges("about"), {});
  });

  it("previews a page's draft at its own path, for administrators only", async () => {
    await call("PATCH", API_PATHS.page("about"), { fields: { ...aboutSeed, title: "About (draft)" } });
    const res = await fetch(h().url + STAFF_PAGE_PATHS.pagePreview("about"), { headers: { cookie: admin.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).toContain("/about");
    const partnerRes = await fetch(h().url + STAFF_PAGE_PATHS.pagePreview("about"), {
      headers: { cookie: partner.cookie },
    });
    expect(partnerRes.status).toBe(403);
  });

  it("answers the published site settings without sign-in, for the staff area's header and footer, with their version", async () => {
    const res = await h().call("GET", API_PATHS.siteSettings);
    expect(res.status).toBe(200);
    const answer = json<SiteSettingsResponse>(res.body);
    expect(answer.site.identity.companyName).toBe("HelixMap Therapeutics");
    const settings = json<{ page: PageDocument }>((await call("GET", API_PATHS.page("site"))).body).page;
    expect(answer.version).toBe(settings.version);
  });
});
