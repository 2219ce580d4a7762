import { PRESS_ALERT_PATHS, PUBLIC_PATHS } from "@helixmap/common/routes";
import type { Config } from "@react-router/dev/config";

// The server build is kept (ssr: true) so each deploy can render the public pages again with the
// published content (docs/decisions/002-publishing-generations.md); the build's own prerendered
// pages are generation 0. Every route is in the initial manifest, so no page asks a server for it.
export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  prerender: [...PUBLIC_PATHS, ...Object.values(PRESS_ALERT_PATHS)],
  routeDiscovery: { mode: "initial" },
} satisfies Config;
