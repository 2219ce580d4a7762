import { PUBLIC_PATHS } from "@helixmap/common/routes";
import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: false,
  prerender: [...PUBLIC_PATHS],
} satisfies Config;
