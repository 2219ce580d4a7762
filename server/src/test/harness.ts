import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Role } from "@helixmap/common/roles";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe } from "vitest";
import { createApp } from "../app";
import { registerAccount } from "../auth/accounts";
import { loadEnv } from "../config/env";
import { createServices, type ServiceOverrides } from "../create-services";
import type { DatabaseHandle } from "../db/client";
import { user, userProfiles } from "../db/schema";
import { createLogger, type Logger } from "../log";
import type { Mailer, MailMessage } from "../mail/message";
import type { SiteRenderer } from "../publishing/generation/site-renderer";
import { seedContent } from "../seed/seed-content";
import type { Services } from "../services";
import { LANES, type LaneKind, openTestDatabase } from "./databases";
import { testSiteRenderer } from "./site-renderer";

export const TEST_PASSWORD = "correct horse battery";

/** What production requires besides NODE_ENV: a real auth secret and a data key (test values, never used elsewhere). */
export const PRODUCTION_ENV = {
  NODE_ENV: "production",
  AUTH_SECRET: "a-production-secret-of-at-least-32-characters",
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
} as const;

export interface CallResult {
  status: number;
  body: unknown;
  headers: Headers;
  /** Set-Cookie pairs as name -> value (empty value for a cleared cookie). */
  cookies: Map<string, string>;
}

export interface CallOptions {
  body?: unknown;
  /** A raw body sent as is (for malformed JSON and oversized bodies). */
  rawBody?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** A `cookie` header value with a signed-in session. */
  cookie: string;
}

export interface Harness {
  url: string;
  dataDir: string;
  services: Services;
  /** The database the server runs on. */
  database: DatabaseHandle;
  /** Messages sent through the capturing mailer (empty when the suite uses real SMTP). */
  mail: MailMessage[];
  call(method: string, path: string, opts?: CallOptions): Promise<CallResult>;
  /** Creates a confirmed account through the registration code path, sets its role and signs it in. */
  createUser(role: Role, opts?: { email?: string; fullName?: string; active?: boolean }): Promise<TestUser>;
  signIn(email: string, password: string): Promise<CallResult>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** Extra environment; a function is read when the suite starts (e.g. after a test server got its port). */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Send mail for real (SMTP_URL in env) instead of capturing it. */
  realMail?: boolean;
  limits?: ServiceOverrides["limits"];
  /** The server's logger (default: silent, or TEST_LOG_LEVEL). */
  log?: Logger;
  /** Renders pages for deploys (default: the small test renderer; the browser journeys use the web build). */
  siteRenderer?: SiteRenderer;
  /**
   * Also insert the seeded items, as a new database's first start does (default: only the page
   * documents, so tests count the items they make themselves).
   */
  seedItems?: boolean;
}

function cookieHeader(cookies: Map<string, string>): string {
  return [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
}

export async function startHarness(kind: LaneKind, opts: HarnessOptions = {}): Promise<Harness> {
  const dataDir = await mkdtemp(join(tmpdir(), "helixmap-test-"));
  const { handle, database } = await openTestDatabase(kind);
  const env = loadEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ...(typeof opts.env === "function" ? opts.env() : opts.env),
  });
  const mail: MailMessage[] = [];
  const capture: Mailer = {
    send: async (m) => {
      mail.push(m);
    },
    close() {},
  };
  const services = await createServices(
    env,
    opts.log ?? createLogger(process.env.TEST_LOG_LEVEL ?? "silent"),
    handle.db,
    {
      mailer: opts.realMail ? undefined : capture,
      limits: { perIpMax: 10_000, ...opts.limits },
      siteRenderer: async () => opts.siteRenderer ?? testSiteRenderer(),
    },
  );
  await seedContent(handle.db, services.log, { items: opts.seedItems === true });
  await services.publishing.start();
  const app = createApp({ services, database: handle });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  let counter = 0;

  async function call(method: string, path: string, o: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = { ...o.headers };
    if (o.cookie) headers.cookie = o.cookie;
    let body: string | undefined;
    if (o.rawBody !== undefined) body = o.rawBody;
    else if (o.body !== undefined) body = JSON.stringify(o.body);
    if (body !== undefined) headers["content-type"] ??= "application/json";
    const res = await fetch(url + path, { method, headers, body, redirect: "manual" });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // non-JSON bodies stay text
    }
    const cookies = new Map<string, string>();
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const i = pair!.indexOf("=");
      cookies.set(pair!.slice(0, i), pair!.slice(i + 1));
    }
    return { status: res.status, body: parsed, headers: res.headers, cookies };
  }

  const signIn = (email: string, password: string) => call("POST", "/api/auth/sign-in", { body: { email, password } });

  async function createUser(role: Role, o: { email?: string; fullName?: string; active?: boolean } = {}) {
    counter += 1;
    const email = o.email ?? `${role}-${counter}-${Date.now()}@test.helixmap.example`;
    const id = await registerAccount(
      services,
      { fullName: o.fullName ?? `Test ${role} ${counter}`, email, password: TEST_PASSWORD },
      { ip: null },
    );
    await services.db.update(user).set({ emailVerified: true }).where(eq(user.id, id));
    await services.db.update(userProfiles).set({ role }).where(eq(userProfiles.id, id));
    const res = await signIn(email, TEST_PASSWORD);
    if (res.status !== 200) throw new Error(`fixture sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
    if (o.active === false) {
      await services.db.update(userProfiles).set({ isActive: false }).where(eq(userProfiles.id, id));
    }
    mail.length = 0;
    return { id, email, password: TEST_PASSWORD, cookie: cookieHeader(res.cookies) };
  }

  return {
    url,
    dataDir,
    services,
    database: handle,
    mail,
    call,
    createUser,
    signIn,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.publishing.close();
      await services.counters.close();
      await handle.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export { cookieHeader };

/**
 * Runs `body` once per database lane: always on PGlite, and on PostgreSQL
 * when TEST_DATABASE_URL is set (otherwise the lane is reported as skipped).
 */
export function describeOnDatabases(title: string, body: (h: () => Harness) => void, opts: HarnessOptions = {}) {
  for (const lane of LANES) {
    describe.skipIf(lane.skip)(`${title} (${lane.name})`, () => {
      let harness: Harness | undefined;
      beforeAll(async () => {
        harness = await startHarness(lane.kind, opts);
      });
      afterAll(async () => {
        await harness?.close();
      });
      body(() => {
        if (!harness) throw new Error("harness not started");
        return harness;
      });
    });
  }
}
