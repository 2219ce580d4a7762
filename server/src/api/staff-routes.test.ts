import { createServer, type Server } from "node:http";
import type { ContentItem, ContentListResponse, Deployment, Profile } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRows } from "../test/audit";
import { describeOnDatabases, startHarness, type TestUser } from "../test/harness";
import { publishWithoutApproval } from "../test/review";

const json = <T>(body: unknown) => body as T;

describeOnDatabases("staff routes", (h) => {
  let admin: TestUser;
  let partner: TestUser;
  let reader: TestUser;

  beforeAll(async () => {
    admin = await h().createUser("administrator", { fullName: "Ada Admin" });
    partner = await h().createUser("partner");
    reader = await h().createUser("public");
  });

  it("creates content with a slug derived from the title and records content_created", async () => {
    const res = await h().call("POST", API_PATHS.content, {
      body: { title: "  Phase One  Results ", content: "Body", visibility: "partner", contentType: "research" },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(201);
    const { item } = json<{ item: ContentItem }>(res.body);
    expect(item).toMatchObject({
      slug: "phase-one-results",
      title: "Phase One  Results",
      published: false,
      authorId: admin.id,
    });
    const [entry] = await auditRows(h(), "content_created");
    expect(entry).toMatchObject({ userId: admin.id, resourceType: "content_section", resourceId: item.id });
    expect(entry?.newValues).toMatchObject({ slug: "phase-one-results" });
  });

  it("refuses a duplicate slug with 409 naming the field", async () => {
    const res = await h().call("POST", API_PATHS.content, {
      body: { title: "Other", slug: "phase-one-results" },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: { code: "CONFLICT", fields: { slug: expect.any(String) } } });
  });

  it("lists content newest update first; partners see public and partner items only", async () => {
    for (const [title, visibility] of [
      ["Public note", "public"],
      ["Admin note", "admin"],
    ] as const) {
      expect(
        (await h().call("POST", API_PATHS.content, { body: { title, visibility }, cookie: admin.cookie })).status,
      ).toBe(201);
    }
    const all = json<ContentListResponse>((await h().call("GET", API_PATHS.content, { cookie: admin.cookie })).body);
    expect(all.items.map((i) => i.title)).toEqual(["Admin note", "Public note", "Phase One  Results"]);
    const seen = json<ContentListResponse>((await h().call("GET", API_PATHS.content, { cookie: partner.cookie })).body);
    expect(seen.items.map((i) => i.visibility).sort()).toEqual(["partner", "public"]);
  });

  it("updates content, re-deriving an emptied slug, and records old and new values", async () => {
    const list = json<ContentListResponse>((await h().call("GET", API_PATHS.content, { cookie: admin.cookie })).body);
    const target = list.items.find((i) => i.title === "Public note")!;
    const res = await h().call("PATCH", API_PATHS.contentItem(target.id), {
      body: { title: "Public Note Two", slug: "", published: true },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect(json<{ item: ContentItem }>(res.body).item).toMatchObject({ slug: "public-note-two", published: true });
    const [entry] = await auditRows(h(), "content_updated");
    expect(entry?.oldValues).toEqual({ title: "Public note", slug: "public-note", published: false });
    expect(entry?.newValues).toEqual({ title: "Public Note Two", slug: "public-note-two", published: true });
    const first = json<ContentListResponse>((await h().call("GET", API_PATHS.content, { cookie: admin.cookie })).body);
    expect(first.items[0]?.id).toBe(target.id);
  });

  it("deletes content with 204 into the Trash, records content_trashed, then answers 404", async () => {
    const list = json<ContentListResponse>((await h().call("GET", API_PATHS.content, { cookie: admin.cookie })).body);
    const target = list.items.find((i) => i.title === "Admin note")!;
    const res = await h().call("DELETE", API_PATHS.contentItem(target.id), { cookie: admin.cookie });
    expect(res.status).toBe(204);
    const [entry] = await auditRows(h(), "content_trashed");
    expect(entry).toMatchObject({ resourceId: target.id, oldValues: { title: "Admin note" } });
    expect((await h().call("DELETE", API_PATHS.contentItem(target.id), { cookie: admin.cookie })).status).toBe(404);
  });

  it("updates the caller's own full name, keeps the display-name cookie in step and records profile_updated", async () => {
    const res = await h().call("PATCH", API_PATHS.me, { body: { fullName: "Rea Reader" }, cookie: reader.cookie });
    expect(res.status).toBe(200);
    expect(json<{ user: Profile }>(res.body).user.fullName).toBe("Rea Reader");
    expect(res.headers.getSetCookie().some((c) => c.startsWith("hm_display_name=Rea%20Reader"))).toBe(true);
    const [entry] = await auditRows(h(), "profile_updated");
    expect(entry).toMatchObject({
      userId: reader.id,
      oldValues: { fullName: expect.any(String) },
      newValues: { fullName: "Rea Reader" },
    });
    const me = json<{ user: Profile }>((await h().call("GET", API_PATHS.me, { cookie: reader.cookie })).body);
    expect(me.user.fullName).toBe("Rea Reader");
  });

  it("lists users newest first and applies a role change on the very next request", async () => {
    const users = json<{ users: Profile[] }>(
      (await h().call("GET", API_PATHS.users, { cookie: admin.cookie })).body,
    ).users;
    expect(users.map((u) => u.id).slice(0, 3)).toEqual([reader.id, partner.id, admin.id]);
    expect((await h().call("GET", API_PATHS.content, { cookie: reader.cookie })).status).toBe(403);
    const res = await h().call("PATCH", API_PATHS.user(reader.id), { body: { role: "partner" }, cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(json<{ user: Profile }>(res.body).user.role).toBe("partner");
    expect((await h().call("GET", API_PATHS.content, { cookie: reader.cookie })).status).toBe(200);
    const [entry] = await auditRows(h(), "user_role_updated");
    expect(entry).toMatchObject({
      userId: admin.id,
      resourceId: reader.id,
      oldValues: { role: "public", isActive: true },
      newValues: { role: "partner", isActive: true },
    });
  });

  it("deactivating a user ends their sessions at once; reactivating lets them sign in again", async () => {
    const res = await h().call("PATCH", API_PATHS.user(partner.id), {
      body: { isActive: false },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect((await h().call("GET", API_PATHS.me, { cookie: partner.cookie })).status).toBe(401);
    const signIn = await h().signIn(partner.email, partner.password);
    expect(signIn.status).toBe(403);
    expect(signIn.body).toMatchObject({ error: { code: "ACCOUNT_INACTIVE" } });
    await h().call("PATCH", API_PATHS.user(partner.id), { body: { isActive: true }, cookie: admin.cookie });
    expect((await h().signIn(partner.email, partner.password)).status).toBe(200);
  });

  it("stops the last active administrator from demoting or deactivating themselves", async () => {
    for (const body of [{ role: "partner" }, { isActive: false }]) {
      const res = await h().call("PATCH", API_PATHS.user(admin.id), { body, cookie: admin.cookie });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ error: { code: "LAST_ADMINISTRATOR" } });
    }
    const second = await h().createUser("administrator");
    const res = await h().call("PATCH", API_PATHS.user(second.id), { body: { role: "partner" }, cookie: admin.cookie });
    expect(res.status).toBe(200);
  });

  it("lists the latest 50 audit entries, newest first, with the actor's e-mail and full name", async () => {
    for (let i = 0; i < 45; i++) {
      await h().call("PATCH", API_PATHS.me, { body: { fullName: `Ada Admin ${i}` }, cookie: admin.cookie });
    }
    const res = await h().call("GET", API_PATHS.auditLogs, { cookie: admin.cookie });
    const { entries } = json<{ entries: { action: string; createdAt: string; actor: unknown }[] }>(res.body);
    expect(entries).toHaveLength(50);
    expect(entries[0]).toMatchObject({
      action: "profile_updated",
      actor: { email: admin.email, fullName: "Ada Admin 44" },
    });
    const times = entries.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("records a manual deployment as success, with no hook call when no deploy hook is configured", async () => {
    const res = await h().call("POST", API_PATHS.deployments, { body: {}, cookie: admin.cookie });
    expect(res.status).toBe(201);
    const { deployment } = json<{ deployment: Deployment }>(res.body);
    expect(deployment).toMatchObject({
      deploymentType: "manual_deploy",
      status: "success",
      triggeredBy: { email: admin.email },
    });
    expect(deployment.message).toMatch(/is live with \d+ pages/);
    expect(deployment.hook).toBeNull();
    expect(deployment.completedAt).not.toBeNull();
    const list = json<{ deployments: Deployment[] }>(
      (await h().call("GET", API_PATHS.deployments, { cookie: admin.cookie })).body,
    );
    expect(list.deployments[0]?.id).toBe(deployment.id);
  });
});

describe("deployments with a deploy hook", () => {
  let hook: Server;
  let hookUrl: string;
  const received: string[] = [];
  let answer = 204;

  beforeAll(async () => {
    hook = createServer((req, res) => {
      let body = "";
      req.on("data", (d) => {
        body += d;
      });
      req.on("end", () => {
        received.push(body);
        res.statusCode = answer;
        res.end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
    const address = hook.address();
    hookUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/deploy`;
  });
  afterAll(() => new Promise<void>((resolve) => hook.close(() => resolve())));

  it("POSTs the generation and its changed paths to the hook, and shows a failing hook on the deployment", async () => {
    const h = await startHarness("pglite", { env: { DEPLOY_HOOK_URL: hookUrl } });
    try {
      const admin = await h.createUser("administrator");
      await publishWithoutApproval(h);
      const ok = json<{ deployment: Deployment }>(
        (await h.call("POST", API_PATHS.deployments, { cookie: admin.cookie })).body,
      );
      expect(ok.deployment).toMatchObject({ status: "success", hook: { ok: true } });
      const payload = JSON.parse(received[0]!) as { changedPaths: string[] };
      expect(payload).toMatchObject({
        deploymentId: ok.deployment.id,
        deploymentType: "manual_deploy",
        generationId: ok.deployment.generationId,
      });
      expect(payload.changedPaths).toContain("/press-releases/index.html");

      await h.call("POST", API_PATHS.content, {
        body: { title: "Hook Release", contentType: "press_release", published: true },
        cookie: admin.cookie,
      });
      answer = 500;
      const second = json<{ deployment: Deployment }>(
        (await h.call("POST", API_PATHS.deployments, { cookie: admin.cookie })).body,
      );
      // The generation is live either way; the failed hook is shown on the deployment, not hidden.
      expect(second.deployment).toMatchObject({
        status: "success",
        hook: { ok: false, message: expect.stringContaining("500") },
      });
      const changed = (JSON.parse(received[1]!) as { changedPaths: string[] }).changedPaths;
      expect(changed).toEqual(
        expect.arrayContaining([
          "/press-releases/index.html",
          "/press-releases/hook-release/index.html",
          "/sitemap.xml",
        ]),
      );
      expect(changed).not.toContain("/about/index.html");
    } finally {
      await h.close();
    }
  });
});
