import type { Config } from "@react-router/dev/config";

// The server build is kept (ssr: true) so each deploy renders the public pages with the published
// content, pages and settings included (docs/decisions/002-publishing-generations.md); the build
// prerenders none, since their words live in the database. Every route is in the initial
// manifest, so no page asks a server for it.
export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  routeDiscovery: { mode: "initial" },
} satisfies Config;
