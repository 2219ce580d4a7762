// Issue 23, point 6: the site as it is against an earlier build of it (d2dd922, whose pages were code), in one
// run on one machine, so that neither the machine nor its load differs between the two. Lighthouse on every
// route, each run followed by the same route on the earlier build; then full deploys of each seeded site,
// taken in turn.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import type { Deployment } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { benchAccounts, createAccounts } from "./api-accounts";
import type { Section } from "./bench-report";
import { type LighthouseFigures, type LighthouseRoute, runLighthouse } from "./lighthouse";
import { deploy } from "./publishing";
import { newDataDir, removeDataDir, type ServerProcess, startServer } from "./server-process";
import { median } from "./stats";

/** Full deploys of each seeded site, alternating between the builds. */
export const DEPLOYS = 5;

export interface SiteDeploys {
  commit: string;
  pageCount: number;
  /** Each full deploy, start to end as the server recorded it. */
  serverMs: number[];
}

export interface BuildComparison {
  earlierCommit: string;
  /** Each route's figures on this build; `baseline` holds the same route on the earlier build. */
  routes: LighthouseRoute[];
  current: SiteDeploys;
  earlier: SiteDeploys;
}

interface Site {
  server: ServerProcess;
  cookie: string;
  /** The body asking this build for a deploy that renders every page. */
  fullDeploy: Record<string, unknown>;
}

/**
 * Both servers run as a deployment does: NODE_ENV=production, with the secrets it then requires. Without it
 * the web build's server bundle renders every page with React's development build, about a third slower.
 * The bench's administrator has no second factor, which production would otherwise ask of them.
 */
function productionEnv(): Record<string, string> {
  return {
    NODE_ENV: "production",
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    REQUIRE_ADMIN_MFA: "false",
  };
}

async function startSite(root?: string): Promise<Site> {
  const dataDir = newDataDir();
  const accounts = benchAccounts();
  const server = await startServer({ dataDir, root, adminEmail: accounts.admin.email, env: productionEnv() });
  const { adminCookie } = await createAccounts(server.url, dataDir, accounts);
  // Before incremental deploys (decision 019) every deploy rendered every page, and the input had no `full`.
  const probe = await fetch(`${server.url}${API_PATHS.deployments}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, cookie: adminCookie },
    body: JSON.stringify({ full: true }),
  });
  return { server, cookie: adminCookie, fullDeploy: probe.status === 400 ? {} : { full: true } };
}

async function fullDeploy(site: Site): Promise<Deployment> {
  return (await deploy(site.server.url, site.cookie, site.fullDeploy)).deployment;
}

async function stopSite(site: Site): Promise<void> {
  await site.server.stop();
  removeDataDir(site.server.dataDir);
}

export function commitOf(root: string): string {
  return execFileSync("git", ["-C", root, "rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
}

/** `earlierRoot`: a checkout of the earlier commit, installed and built (`npm install && npm run build`). */
export async function compareBuilds(
  earlierRoot: string,
  currentCommit: string,
  routes: string[],
  lighthouseRuns: number,
): Promise<BuildComparison> {
  const current = await startSite();
  try {
    const earlier = await startSite(earlierRoot);
    try {
      const measured = await runLighthouse(
        current.server.url,
        routes,
        lighthouseRuns,
        (path) => new URL(path, earlier.server.url).href,
      );
      const deploys = { current: [] as Deployment[], earlier: [] as Deployment[] };
      for (let i = 0; i < DEPLOYS; i++) {
        deploys.current.push(await fullDeploy(current));
        deploys.earlier.push(await fullDeploy(earlier));
      }
      const summary = (commit: string, list: Deployment[]): SiteDeploys => ({
        commit,
        pageCount: list[0]?.pageCount ?? 0,
        serverMs: list.map((d) => d.durationMs ?? 0),
      });
      return {
        earlierCommit: commitOf(earlierRoot),
        routes: measured,
        current: summary(currentCommit, deploys.current),
        earlier: summary(commitOf(earlierRoot), deploys.earlier),
      };
    } finally {
      await stopSite(earlier);
    }
  } finally {
    await stopSite(current);
  }
}

/** Within 5 % of the earlier build's figure, the margin; `higherIsBetter` for scores. */
function within(now: number, before: number, higherIsBetter = false): string {
  const change = before === 0 ? (now === 0 ? 0 : Number.POSITIVE_INFINITY) : (now - before) / before;
  const ok = higherIsBetter ? change >= -0.05 : change <= 0.05;
  const sign = change > 0 ? "+" : "";
  return `${sign}${Number.isFinite(change) ? (change * 100).toFixed(1) : "∞"} % ${ok ? "✓" : "✗"}`;
}

function row(r: LighthouseRoute): string {
  const b = r.baseline as LighthouseFigures;
  return [
    `\`${r.path}\``,
    `${r.scores.performance} / ${b.scores.performance}`,
    `${r.lcpMs} / ${b.lcpMs} ms (${within(r.lcpMs, b.lcpMs)})`,
    `${r.tbtMs} / ${b.tbtMs} ms`,
    `${r.mainThreadMs} / ${b.mainThreadMs} ms (${within(r.mainThreadMs, b.mainThreadMs)})`,
    `${r.cls} / ${b.cls}`,
    `${r.totalKiB.toFixed(1)} / ${b.totalKiB.toFixed(1)} KiB (${within(r.totalKiB, b.totalKiB)})`,
    `${r.requests} / ${b.requests}`,
  ].join(" | ");
}

/** The report's section, in the report's Markdown. */
export function renderComparison(section: Section<BuildComparison>, currentCommit: string): string {
  if (!section.ok) return `## Against an earlier build\n\nNot measured: ${section.reason}\n`;
  const { routes, current, earlier, earlierCommit } = section.value;
  const runs = routes[0]?.runs ?? 0;
  const ms = (list: number[]) => Math.round(median(list));
  return [
    `## Against ${earlierCommit}`,
    "",
    `Each figure is ${currentCommit} / ${earlierCommit}: Lighthouse's mobile preset, median of ${runs} runs, each run of a route on ${currentCommit} followed by the same route on ${earlierCommit}.`,
    "",
    "| route | performance | LCP | TBT | main-thread work | CLS | bytes | requests |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...routes.map((r) => `| ${row(r)} |`),
    "",
    `Full deploy of the seeded site, ${DEPLOYS} of each in turn, as the server recorded them: ${current.commit} ${current.pageCount} pages in ${ms(current.serverMs)} ms (median; ${current.serverMs.join(", ")}), ${earlier.commit} ${earlier.pageCount} pages in ${ms(earlier.serverMs)} ms (${earlier.serverMs.join(", ")}): ${within(ms(current.serverMs), ms(earlier.serverMs))}.`,
    "",
  ].join("\n");
}
