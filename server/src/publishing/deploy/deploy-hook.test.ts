import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { Deployment } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness, type TestUser } from "../../test/harness";

const SECRET = "a-deploy-hook-secret-of-32-characters-or-more";

interface Received {
  body: string;
  signature: string | undefined;
}

async function listen(handler: (req: IncomingMessage, body: string) => { status: number; location?: string }) {
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => {
      body += chunk.toString("utf8");
    });
    req.on("end", () => {
      const answer = handler(req, body);
      res.writeHead(answer.status, answer.location ? { location: answer.location } : {});
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** What a receiver does: recompute the HMAC of the raw body and compare in constant time. */
function verifies(received: Received, secret: string): boolean {
  const expected = Buffer.from(`sha256=${createHmac("sha256", secret).update(received.body).digest("hex")}`);
  const sent = Buffer.from(received.signature ?? "");
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

describe("the deploy hook", () => {
  const hookCalls: Received[] = [];
  const elsewhereCalls: Received[] = [];
  let mode: "accept" | "redirect" = "accept";
  let hook: Awaited<ReturnType<typeof listen>>;
  let elsewhere: Awaited<ReturnType<typeof listen>>;
  let h: Harness;
  let admin: TestUser;

  beforeAll(async () => {
    elsewhere = await listen((req, body) => {
      elsewhereCalls.push({ body, signature: req.headers["x-helixmap-signature"] as string | undefined });
      return { status: 200 };
    });
    hook = await listen((req, body) => {
      hookCalls.push({ body, signature: req.headers["x-helixmap-signature"] as string | undefined });
      return mode === "accept" ? { status: 204 } : { status: 302, location: `${elsewhere.url}/collect` };
    });
    h = await startHarness("pglite", {
      env: { DEPLOY_HOOK_URL: `${hook.url}/deploy`, DEPLOY_HOOK_SECRET: SECRET },
    });
    admin = await h.createUser("administrator");
  });
  afterAll(async () => {
    await h.close();
    await hook.close();
    await elsewhere.close();
  });

  async function deploy(): Promise<Deployment> {
    const res = await h.call("POST", API_PATHS.deployments, { body: {}, cookie: admin.cookie });
    expect(res.status).toBe(201);
    return (res.body as { deployment: Deployment }).deployment;
  }

  it("signs the body with HMAC-SHA256 of DEPLOY_HOOK_SECRET in X-Helixmap-Signature", async () => {
    const deployment = await deploy();
    expect(deployment.hook).toMatchObject({ ok: true });
    const [call] = hookCalls;
    expect(call?.signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifies(call!, SECRET)).toBe(true);
    expect(verifies(call!, "another secret")).toBe(false);
    expect(verifies({ ...call!, body: call!.body.replace(deployment.id, "forged") }, SECRET)).toBe(false);
    expect(JSON.parse(call!.body)).toMatchObject({ deploymentId: deployment.id });
  });

  it("does not follow a redirect: a 3xx is a failed hook and the other server receives nothing", async () => {
    mode = "redirect";
    const deployment = await deploy();
    expect(deployment.status).toBe("success");
    expect(deployment.hook).toEqual({ ok: false, message: expect.stringContaining("302") });
    expect(hookCalls).toHaveLength(2);
    expect(elsewhereCalls).toEqual([]);
  });
});
