import { defineConfig } from "vitest/config";

// Browser-free web components (jsdom), common, the server, the reliability
// suites, the documentation's links and the byte budgets; the reliability
// suites and the budgets need the production build.
export default defineConfig({
  test: {
    // Separate processes, not threads: the embedded PostgreSQL ties its database to the process that started
    // it (the owner file holds its pid, its exit hook stops the database).
    pool: "forks",
    // Vitest's default is one worker less than the cores, one on CI's two. Each server test file has
    // databases and a DATA_DIR of its own, and waits on PostgreSQL about half the time, so two files at
    // once fill both cores; more only stretch each file's tests towards their timeouts. Each worker's
    // in-memory PGlite takes a few hundred MB.
    maxWorkers: 2,
    projects: [
      {
        // Not the app's Vite config: the React Router plugin is for builds only.
        define: {
          __SITE_ORIGIN__: JSON.stringify("https://www.helixmap.example"),
          __CONTENT_PROTECTION__: "true",
          __SCIENCE_VIEWER_URL__: JSON.stringify("/documents/scientific-foundation.html"),
          __SCIENCE_DOCUMENT_URL__: JSON.stringify("/documents/scientific-foundation.html"),
          __DEMO_URL__: JSON.stringify("/documents/technology-demo.html"),
          __BUILD_TIME__: JSON.stringify("2026-11-22T12:00:00.000Z"),
        },
        esbuild: { jsx: "automatic" },
        test: {
          name: "web",
          root: "./web",
          environment: "jsdom",
          include: ["app/**/*.test.{ts,tsx}"],
          setupFiles: ["./test-setup.ts"],
        },
      },
      {
        test: {
          name: "common",
          root: "./common",
          include: ["src/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "lint",
          root: ".",
          include: ["lint-boundaries.test.ts"],
        },
      },
      {
        test: {
          name: "page-pipeline",
          root: "./page-pipeline",
          include: ["src/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "server",
          root: "./server",
          include: ["src/**/*.test.ts"],
          // The test S3 server (s3rver) signs listing continuation tokens with a cipher Node 20 only has here.
          execArgv: ["--openssl-legacy-provider"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Crash safety, soak and several instances: real server processes, minutes long (npm run test:reliability).
        // One file at a time: the soak's latency and memory limits and the crash tests' kill timings hold for a
        // machine that runs nothing else.
        test: {
          name: "reliability",
          root: "./server",
          include: ["reliability/**/*.test.ts"],
          // The shared media library of two instances is a bucket on s3rver, whose paged listings need this (as above).
          execArgv: ["--openssl-legacy-provider"],
          testTimeout: 300_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // Every relative link in the repository's Markdown files resolves.
        test: {
          name: "docs",
          root: "./docs",
          include: ["*.test.ts"],
        },
      },
      {
        // The benchmark's own pure parts (the bare-HTML baseline); its figures are never tests.
        test: {
          name: "bench",
          root: "./bench",
          include: ["*.test.ts"],
        },
      },
      {
        test: {
          name: "budgets",
          root: "./bench",
          include: ["budgets/**/*.test.ts"],
          globalSetup: ["budgets/global-setup.ts"],
        },
      },
    ],
  },
});
