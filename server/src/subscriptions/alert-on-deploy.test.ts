import type { ContentItem, Deployment } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { PRESS_ALERT_PATHS } from "@helixmap/common/routes";
import { beforeAll, expect, it, vi } from "vitest";
import { seedContent } from "../seed/seed-content";
import { describeOnDatabases, type Harness, type TestUser } from "../test/harness";
import { publishWithoutApproval } from "../test/review";

const P = API_PATHS.pressAlerts;

async function subscribeAndConfirm(h: Harness, email: string) {
  expect((await h.call("POST", P.subscribe, { body: { email } })).status).toBe(202);
  const link = h.mail
    .filter((m) => m.to === email)
    .at(-1)
    ?.links.find((l) => new URL(l).pathname === PRESS_ALERT_PATHS.confirm);
  const token = new URL(link!).searchParams.get("token");
  expect((await h.call("POST", P.confirm, { body: { token } })).status).toBe(200);
}

async function deploy(h: Harness, admin: TestUser): Promise<Deployment> {
  const res = await h.call("POST", API_PATHS.deployments, { body: {}, cookie: admin.cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { deployment: Deployment }).deployment;
}

describeOnDatabases("a deploy announces the press releases it puts live", (h) => {
  let admin: TestUser;

  beforeAll(async () => {
    admin = await h().createUser("administrator");
    await publishWithoutApproval(h());
  });

  it("mails confirmed subscribers once when a release first goes live, never for drafts or on later deploys", async () => {
    const reader = `deploy-reader-${Date.now()}@test.helixmap.example`;
    await subscribeAndConfirm(h(), reader);
    const created = await h().call("POST", API_PATHS.content, {
      body: {
        title: "Phase Zero Readout",
        contentType: "press_release",
        published: true,
        summary: "The readout is in.",
        content: "Full text.",
      },
      cookie: admin.cookie,
    });
    expect(created.status).toBe(201);
    const { item } = created.body as { item: ContentItem };
    await h().call("POST", API_PATHS.content, {
      body: { title: "Unreleased Draft", contentType: "press_release", published: false },
      cookie: admin.cookie,
    });

    expect((await deploy(h(), admin)).status).toBe("success");
    await h().services.pressAlerts.run();
    const alerts = h().mail.filter((m) => m.to === reader && m.subject.includes("Phase Zero Readout"));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain(`/press-releases/${item.slug}`);
    expect(alerts[0]!.text).toContain("The readout is in.");
    expect(h().mail.some((m) => m.subject.includes("Unreleased Draft"))).toBe(false);

    expect((await deploy(h(), admin)).status).toBe("success");
    await h().services.pressAlerts.run();
    expect(h().mail.filter((m) => m.to === reader && m.subject.includes("Phase Zero Readout"))).toHaveLength(1);
  });

  it("sends no alert for the press releases an upgrade seeds into an existing site", async () => {
    const reader = `upgrade-reader-${Date.now()}@test.helixmap.example`;
    await subscribeAndConfirm(h(), reader);
    const seeded = await seedContent(h().services.db, h().services.log, { items: true });
    expect(seeded.items).toBeGreaterThan(0);
    const deployment = await deploy(h(), admin);
    const releases = deployment.changes?.added.filter((i) => i.contentType === "press_release") ?? [];
    expect(releases.length).toBeGreaterThan(0);
    await h().services.pressAlerts.run();
    expect(h().mail.filter((m) => m.to === reader && releases.some((r) => m.subject.includes(r.title)))).toEqual([]);
  });

  it("a started job sends a deploy's alerts on its own, poked by the deploy", async () => {
    const reader = `poked-reader-${Date.now()}@test.helixmap.example`;
    await subscribeAndConfirm(h(), reader);
    const created = await h().call("POST", API_PATHS.content, {
      body: { title: "Poked Release", contentType: "press_release", published: true, content: "Text." },
      cookie: admin.cookie,
    });
    expect(created.status).toBe(201);
    h().services.pressAlerts.start();
    try {
      expect((await deploy(h(), admin)).status).toBe("success");
      await vi.waitFor(() =>
        expect(h().mail.filter((m) => m.to === reader && m.subject.includes("Poked Release"))).toHaveLength(1),
      );
    } finally {
      await h().services.pressAlerts.stop();
    }
  });
});
