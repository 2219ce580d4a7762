import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
// A fresh embedded database for every run; the outbox sits inside it.
export const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "helixmap-e2e-"));
process.env.E2E_DATA_DIR = dataDir;
// The account that becomes administrator when created (see e2e/support/staff.ts).
export const adminEmail = "e2e-admin@helixmap.test";
/** A deploy fails while rendering a published item whose title contains this (DEPLOY_TEST_FAILURE). */
export const DEPLOY_FAILURE_MARKER = "FAIL-THIS-DEPLOY";

/**
 * Journeys that change what every visitor reads (a page, a headline figure)
 * and put it back: they run after every other journey, so none of those reads
 * the site halfway through a change. One of them alone without the rest
 * first: add `--no-deps`.
 */
const SITE_CHANGING =
  /(staff-(admin-edits-the-about-page|admin-changes-a-headline-figure|admin-restores-an-earlier-version-of-a-page|release-of-two-items-and-a-page-goes-live-together)|administrator-puts-an-uploaded-filing-on-the-sec-filings-page|visitor-sees-a-responsive-picture-in-a-press-release|visitor-acts-after-a-deploy-landed-while-reading)\.spec\.ts$/;

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // A journey is many steps, each bounded by the expect timeout; on two cores
  // shared by two workers, the server and its database, the longest took over 30 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: "list",
  use: {
    baseURL,
    // Recording every journey (a DOM snapshot and a screenshot at each step) adds to the load on the two cores
    // CI shares; there a failed journey's retry records, and a local run keeps the trace of any failure.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "journeys", testIgnore: SITE_CHANGING },
    { name: "site-changing journeys", testMatch: SITE_CHANGING, dependencies: ["journeys"] },
  ],
  webServer: {
    command: "node server/dist/main.js",
    cwd: "..",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // Every journey signs in from 127.0.0.1; the per-IP limit has its own server tests.
      AUTH_RATE_LIMIT_PER_MINUTE: "1000",
      // The same for trial applications; their per-IP limit is proven by server tests.
      APPLICATION_LIMIT_PER_HOUR: "1000",
      SITE_ORIGIN: "https://www.helixmap.example",
      ADMIN_EMAIL: adminEmail,
      DEPLOY_TEST_FAILURE: DEPLOY_FAILURE_MARKER,
    },
  },
});
