import { rm } from "node:fs/promises";
import { join } from "node:path";
import type { Deployment, DeploymentsResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generationFiles } from "../../db/schema";
import { LANES } from "../../test/databases";
import { type Harness, startHarness, type TestUser } from "../../test/harness";
import { publishWithoutApproval } from "../../test/review";
import { testSiteRenderer } from "../../test/site-renderer";
import { readLiveGenerationId } from "./settings";

/**
 * Holds the next page render until released: `reached` resolves once a render is waiting, so a test acts
 * while a deploy (or a rollback rendering a generation this instance lacks) is certainly mid-way.
 */
function renderGate() {
  let hold: { reached: () => void; released: Promise<void> } | null = null;
  return {
    gate: () => {
      const current = hold;
      if (!current) return Promise.resolve();
      hold = null;
      current.reached();
      return current.released;
    },
    arm() {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const reached = new Promise<void>((resolve) => {
        hold = { reached: resolve, released };
      });
      return { reached, release };
    },
  };
}

/** `full` renders every page, so a gated deploy with nothing changed still reaches the gate. */
async function deploy(h: Harness, admin: TestUser, full = false): Promise<Deployment> {
  const res = await h.call("POST", API_PATHS.deployments, { body: { full }, cookie: admin.cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { deployment: Deployment }).deployment;
}

async function publish(h: Harness, admin: TestUser, title: string): Promise<void> {
  const res = await h.call("POST", API_PATHS.content, {
    body: { title, contentType: "press_release", published: true },
    cookie: admin.cookie,
  });
  expect(res.status).toBe(201);
}

for (const lane of LANES) {
  describe.skipIf(lane.skip)(`rollbacks and running deploys (${lane.name})`, () => {
    const gate = renderGate();
    let h: Harness;
    let admin: TestUser;
    beforeAll(async () => {
      h = await startHarness(lane.kind, {
        siteRenderer: testSiteRenderer({ gate: gate.gate }),
        env: { GENERATIONS_KEPT: "2" },
      });
      admin = await h.createUser("administrator");
      await publishWithoutApproval(h);
    });
    afterAll(async () => {
      await h.close();
    });

    it("keeps a rollback made while a deploy runs: the deploy fails saying why instead of undoing it", async () => {
      await publish(h, admin, "First Release");
      const first = await deploy(h, admin);
      await publish(h, admin, "Second Release");
      await deploy(h, admin);

      const held = gate.arm();
      const running = deploy(h, admin, true);
      await held.reached;
      const rollback = await h.call("POST", API_PATHS.deploymentRollback(first.id), { cookie: admin.cookie });
      expect(rollback.status).toBe(200);
      held.release();
      const overtaken = await running;

      expect(overtaken.status).toBe("failed");
      expect(overtaken.message).toMatch(/rollback/i);
      expect(await readLiveGenerationId(h.services.db)).toBe(first.generationId);
      expect(h.services.publishing.live().generationId).toBe(first.generationId);
      const list = await (await fetch(`${h.url}/press-releases`)).text();
      expect(list).not.toContain("Second Release");
      const listed = (await h.call("GET", API_PATHS.deployments, { cookie: admin.cookie })).body as DeploymentsResponse;
      expect(listed.deployments.filter((d) => d.live).map((d) => d.id)).toEqual([first.id]);
    });

    it("keeps a rollback to the generation already live made while a deploy runs", async () => {
      await publish(h, admin, "Steady Release");
      const steady = await deploy(h, admin);
      await publish(h, admin, "Unwanted Release");

      const held = gate.arm();
      const running = deploy(h, admin, true);
      await held.reached;
      // The administrator wants what is live now to stay, not what the running deploy is about to publish.
      const rollback = await h.call("POST", API_PATHS.deploymentRollback(steady.id), { cookie: admin.cookie });
      expect(rollback.status).toBe(200);
      held.release();
      const overtaken = await running;

      expect(overtaken.status).toBe("failed");
      expect(overtaken.message).toMatch(/rollback/i);
      expect(await readLiveGenerationId(h.services.db)).toBe(steady.generationId);
      expect(await (await fetch(`${h.url}/press-releases`)).text()).not.toContain("Unwanted Release");
    });

    it("refuses a rollback whose generation is pruned while it is prepared, leaving the live pointer on a kept one", async () => {
      await publish(h, admin, "Third Release");
      const target = await deploy(h, admin);
      // A later generation whose pages differ from the target's: the live one cannot lend the target its files.
      await publish(h, admin, "Fourth Release");
      await deploy(h, admin);
      // This instance lacks the target's files, and the database too (as for a generation stored before it kept
      // them), so the rollback renders them first (held at the first page).
      await rm(join(h.dataDir, "generations", target.generationId!), { recursive: true, force: true });
      await h.services.db.delete(generationFiles);
      const held = gate.arm();
      const rollback = h.call("POST", API_PATHS.deploymentRollback(target.id), { cookie: admin.cookie });
      await held.reached;
      // GENERATIONS_KEPT is 2: this deploy prunes the target.
      const newest = await deploy(h, admin);
      expect(newest.status).toBe("success");
      held.release();

      const refused = await rollback;
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body).toMatchObject({ error: { code: "CONFLICT", message: expect.stringMatching(/kept/) } });
      const live = await readLiveGenerationId(h.services.db);
      expect(live).toBe(newest.generationId);
      expect(await h.services.publishing.keptGenerationIds()).toContain(live);
      expect(h.services.publishing.live().generationId).toBe(newest.generationId);
    });
  });
}
