import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import type { Deployment } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { LIVE_GENERATION_POLL_MS } from "@helixmap/common/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, LANES, TEST_DATABASE_URL, type TestDatabase } from "../src/test/databases";
import { startTestS3Server, type TestS3Server } from "../src/test/s3-server";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  postJson,
  type ServerProcess,
  signedInAdmin,
  signIn,
  startServerProcess,
} from "./support/server-process";

async function publishRelease(server: ServerProcess, cookie: string, title: string): Promise<void> {
  // These servers test deploys, not review: press releases publish without a second administrator here.
  const rules = await fetch(server.url + API_PATHS.reviewSettings, {
    method: "PATCH",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ press_release: false }),
  });
  expect(rules.status, await rules.clone().text()).toBe(200);
  const res = await postJson(
    server.url,
    API_PATHS.content,
    { title, contentType: "press_release", published: true },
    cookie,
  );
  expect(res.status, await res.clone().text()).toBe(201);
}

async function deploy(server: ServerProcess, cookie: string): Promise<Deployment> {
  const res = await postJson(server.url, API_PATHS.deployments, {}, cookie);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { deployment: Deployment }).deployment;
}

const pressList = async (server: ServerProcess) => (await fetch(`${server.url}/press-releases`)).text();

/** Waits until `check` holds on the server, well past one poll of the live pointer. */
async function eventually(check: () => Promise<boolean>, timeoutMs = LIVE_GENERATION_POLL_MS * 5): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return Date.now() - started;
}

for (const lane of LANES) {
  describe.skipIf(lane.skip)(`the live generation after a restart (${lane.name})`, () => {
    let database: TestDatabase | undefined;
    let dataDir: string;
    let server: ServerProcess | undefined;

    beforeAll(async () => {
      database = lane.kind === "postgres" ? await createTestDatabase("postgres") : undefined;
      dataDir = await mkdtemp(join(tmpdir(), "helixmap-restart-"));
    });
    afterAll(async () => {
      await server?.stop();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    });

    it("is served again at once, without being rendered again", async () => {
      server = await startServerProcess({ dataDir, databaseUrl: database?.url });
      const cookie = await signedInAdmin(server, dataDir);
      await publishRelease(server, cookie, "Survives Restarts");
      const first = await deploy(server, cookie);
      expect(first.status).toBe("success");
      await server.stop();

      server = await startServerProcess({ dataDir, databaseUrl: database?.url, env: { LOG_LEVEL: "info" } });
      expect(await pressList(server)).toContain("Survives Restarts");
      expect(server.output()).toContain(first.generationId);
      expect(server.output()).not.toContain("rendering the generation from its snapshot");
    });

    it("is what `npm run export -- <dir>` writes, ready for a static host", async () => {
      const target = join(dataDir, "exported");
      const run = spawnSync(process.execPath, ["server/dist/export.js", target], {
        cwd: new URL("../../", import.meta.url).pathname,
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) },
        encoding: "utf8",
      });
      expect(run.status, run.stderr).toBe(0);
      expect(await readFile(join(target, "press-releases/index.html"), "utf8")).toContain("Survives Restarts");
      const page = await readFile(join(target, "press-releases/survives-restarts/index.html"), "utf8");
      expect(page).toContain("Survives Restarts");
      // The compressed copy a static host serves must be that same page, not merely a file that exists.
      const compressed = await readFile(join(target, "press-releases/survives-restarts/index.html.gz"));
      expect(gunzipSync(compressed).toString("utf8")).toBe(page);
      expect(await readFile(join(target, "__spa-fallback.html"), "utf8")).toContain("window.__reactRouterContext");
      const again = spawnSync(process.execPath, ["server/dist/export.js", target], {
        cwd: new URL("../../", import.meta.url).pathname,
        env: { PATH: process.env.PATH, DATA_DIR: dataDir },
        encoding: "utf8",
      });
      expect(again.status).toBe(1);
      expect(again.stderr).toContain("not empty");
    });
  });
}

describe.skipIf(!TEST_DATABASE_URL)(
  `two instances on one PostgreSQL follow one live generation${TEST_DATABASE_URL ? "" : " (skipped: TEST_DATABASE_URL is not set)"}`,
  () => {
    let database: TestDatabase;
    const dirs: string[] = [];
    let a: ServerProcess;
    let b: ServerProcess;

    let s3: TestS3Server;

    beforeAll(async () => {
      database = await createTestDatabase("postgres");
      // Separate disks: an instance that lacks the live generation's files loads them from the database.
      for (let i = 0; i < 2; i++) dirs.push(await mkdtemp(join(tmpdir(), "helixmap-instance-")));
      // One media library for both, as instances behind a load balancer must share (docs/media.md): either may
      // render a page that refers to a file the other stored.
      s3 = await startTestS3Server();
      const media = await s3.bucket();
      const env = {
        // At info level, each says whether it rendered or loaded a generation.
        LOG_LEVEL: "info",
        MEDIA_S3_BUCKET: media.bucket,
        MEDIA_S3_ENDPOINT: s3.endpoint,
        MEDIA_S3_REGION: media.region,
        AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? "",
        AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? "",
      };
      [a, b] = await Promise.all([
        startServerProcess({ dataDir: dirs[0]!, databaseUrl: database.url, env }),
        startServerProcess({ dataDir: dirs[1]!, databaseUrl: database.url, env }),
      ]);
    });
    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await s3?.stop();
      await database?.drop();
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    });

    it("agree after a deploy on one and a rollback on the other, within a few seconds", async () => {
      const cookieA = await signedInAdmin(a, dirs[0]!);
      const cookieB = await signIn(b, ADMIN_EMAIL, ADMIN_PASSWORD);
      await publishRelease(a, cookieA, "First On A");
      const first = await deploy(a, cookieA);
      await eventually(async () => (await pressList(b)).includes("First On A"));

      await publishRelease(b, cookieB, "Second On B");
      await deploy(b, cookieB);
      await eventually(async () => (await pressList(a)).includes("Second On B"));
      const [pageA, pageB] = await Promise.all([fetch(`${a.url}/press-releases`), fetch(`${b.url}/press-releases`)]);
      expect(pageA.headers.get("etag")).toBe(pageB.headers.get("etag"));
      expect(pageA.headers.get("content-security-policy")).toBe(pageB.headers.get("content-security-policy"));

      const rollback = await postJson(b.url, API_PATHS.deploymentRollback(first.id), {}, cookieB);
      expect(rollback.status).toBe(200);
      await eventually(async () => !(await pressList(a)).includes("Second On B"));
      expect(await pressList(b)).not.toContain("Second On B");

      // Render once: each generation was rendered by the instance that deployed it; the other loaded it.
      for (const instance of [a, b]) {
        expect(instance.output()).toContain("loaded the generation from the database on this instance");
        expect(instance.output()).not.toContain("rendering the generation from its snapshot");
      }
    });
  },
);
