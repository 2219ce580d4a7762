import { defineConfig } from "vitest/config";

// Browser-free web components (jsdom), common, the server, the reliability
// suites, the documentation's links and the byte budgets; the reliability
// suites and the budgets need the production build.
export default defineConfig({
  test: {
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        // Crash safety, soak and several instances: real server processes, minutes long (npm run test:reliability).
        test: {
          name: "reliability",
          root: "./server",
          include: ["reliability/**/*.test.ts"],
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
        test: {
          name: "budgets",
          root: "./bench",
          include: ["budgets/**/*.test.ts"],
        },
      },
    ],
  },
});
