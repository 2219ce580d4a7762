import { statSync } from "node:fs";
import { join } from "node:path";
import { measureFirstLoad, siteDir } from "./budgets/first-load";
import { type LoadFigures, measureLoad } from "./load";
import { ensureNginx, startNginx } from "./nginx";

export interface StaticTarget {
  label: string;
  path: string;
  server: LoadFigures;
  nginx?: LoadFigures;
  /** Server requests per second divided by nginx's. */
  ratio?: number;
}

export interface StaticServing {
  connections: number;
  acceptEncoding: string;
  targets: StaticTarget[];
  nginx: { version: string; setup: string } | { skipped: string };
}

const CONNECTIONS = 50;
// Both servers then send the same pre-compressed .gz bytes (nginx here has no brotli).
const HEADERS = { "accept-encoding": "gzip" };

/**
 * The largest JavaScript file the home page loads: a hashed, immutable asset. The first load fetches
 * none (decision 007), so it is the largest of the hydration bundle fetched on the first interaction.
 */
function heaviestHomeAsset(): string {
  const { js, hydrationJs } = measureFirstLoad("/");
  const sizes = [...js, ...hydrationJs].map((f) => ({ f, size: statSync(join(siteDir(), f)).size }));
  const heaviest = sizes.sort((a, b) => b.size - a.size)[0];
  if (!heaviest) throw new Error("The home page loads no JavaScript asset");
  return heaviest.f;
}

/**
 * Requests per second and latency for `/` and one hashed asset, from the Node
 * server and, in the same run, from nginx serving the same build directory.
 */
export async function measureStaticServing(
  serverUrl: string,
  timing: { seconds: number; warmupSeconds: number },
): Promise<StaticServing> {
  const paths = [
    { label: "home page `/`", path: "/" },
    { label: "hashed asset", path: heaviestHomeAsset() },
  ];
  const load = (base: string, path: string) =>
    measureLoad({
      url: `${base}${path}`,
      connections: CONNECTIONS,
      headers: HEADERS,
      settleUrl: `${base}/robots.txt`,
      ...timing,
    });

  const targets: StaticTarget[] = [];
  for (const { label, path } of paths) targets.push({ label, path, server: await load(serverUrl, path) });

  const binary = ensureNginx();
  if (!binary) {
    return {
      connections: CONNECTIONS,
      acceptEncoding: HEADERS["accept-encoding"],
      targets,
      nginx: { skipped: "nginx is not installed and could not be installed (needs root on Debian)" },
    };
  }
  const nginx = await startNginx(binary, siteDir());
  try {
    for (const target of targets) {
      target.nginx = await load(nginx.url, target.path);
      target.ratio = Math.round((target.server.requestsPerSecond / target.nginx.requestsPerSecond) * 100) / 100;
    }
  } finally {
    await nginx.stop();
  }
  return {
    connections: CONNECTIONS,
    acceptEncoding: HEADERS["accept-encoding"],
    targets,
    nginx: { version: nginx.version, setup: nginx.setup },
  };
}
