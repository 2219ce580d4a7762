import { defineConfig } from "vitest/config";

// Three projects: browser-free web components (jsdom), the server, and the
// byte budgets, which read the production build and so run after it.
export default defineConfig({
  test: {
    projects: [
      {
        // Not the app's Vite config: the React Router plugin is for builds only.
        define: {
          __SITE_ORIGIN__: JSON.stringify("https://www.helixmap.example"),
          __CONTENT_PROTECTION__: "true",
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
          name: "server",
          root: "./server",
          include: ["src/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
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
