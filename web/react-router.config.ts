import { PRESS_ALERT_PATHS, PUBLIC_PATHS } from "@helixmap/common/routes";
import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: false,
  prerender: [...PUBLIC_PATHS, ...Object.values(PRESS_ALERT_PATHS)],
} satisfies Config;
