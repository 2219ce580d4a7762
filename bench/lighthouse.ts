import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { median, round } from "./stats";

export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

export interface LighthouseFigures {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  /** Main-thread work during the load (style, layout, parsing, script), as Lighthouse's breakdown sums it. */
  mainThreadMs: number;
  cls: number;
  totalKiB: number;
  requests: number;
  /** Hosts other than the page's own that the first load requested. */
  thirdPartyHosts: string[];
}

export interface LighthouseRoute extends LighthouseFigures {
  path: string;
  runs: number;
  /** The same route's bare-HTML baseline (bench/bare-html.ts), measured in turn with it, when asked for. */
  baseline?: LighthouseFigures;
  /** Audits that scored below 1 in a category meant to be 100, from the last run, so a lost point is explained. */
  failedAudits: string[];
}

interface NetworkItem {
  url?: unknown;
}

function chromePath(): string {
  return process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
}

type LhResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function figuresOf(lhr: LhResult, origin: string): LighthouseFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits["network-requests"]?.details;
  const items = (details && "items" in details ? details.items : []) as NetworkItem[];
  const urls = items.map((i) => (typeof i.url === "string" ? i.url : ""));
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  return {
    scores,
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    mainThreadMs: numeric("mainthread-work-breakdown"),
    cls: numeric("cumulative-layout-shift"),
    totalKiB: numeric("total-byte-weight") / 1024,
    requests: urls.length,
    thirdPartyHosts: [
      ...new Set(urls.filter((u) => /^https?:/.test(u) && new URL(u).origin !== origin).map((u) => new URL(u).host)),
    ],
  };
}

function failedAuditsOf(lhr: LhResult): string[] {
  const failed = new Set<string>();
  for (const category of CATEGORIES.filter((c) => c !== "performance")) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failed.add(`${category}: ${ref.id}`);
    }
  }
  return [...failed];
}

function medianOf(runs: LighthouseFigures[]): LighthouseFigures {
  const m = (pick: (f: LighthouseFigures) => number) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, m((f) => f.scores[c])])) as Record<Category, number>,
    lcpMs: Math.round(m((f) => f.lcpMs)),
    tbtMs: Math.round(m((f) => f.tbtMs)),
    mainThreadMs: Math.round(m((f) => f.mainThreadMs)),
    cls: round(
      m((f) => f.cls),
      4,
    ),
    totalKiB: round(m((f) => f.totalKiB)),
    requests: m((f) => f.requests),
    thirdPartyHosts: [...new Set(runs.flatMap((f) => f.thirdPartyHosts))],
  };
}

/** Attempts per run: on a busy machine Chromium sometimes loses the trace (NO_NAVSTART) and Lighthouse asks to run again. */
const ATTEMPTS = 3;

/** One Lighthouse run in a fresh browser, so a run that went wrong cannot affect the next. */
async function runOnce(url: string): Promise<LhResult> {
  let lastError = "";
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromePath(),
      chromeFlags: CHROME_FLAGS,
      logLevel: "error",
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: "error",
        output: "json",
        onlyCategories: [...CATEGORIES],
      });
      if (result && !result.lhr.runtimeError) return result.lhr;
      lastError = result?.lhr.runtimeError?.message ?? "Lighthouse returned nothing";
    } catch (err) {
      lastError = err instanceof Error ? err.message : String(err);
    } finally {
      chrome.kill();
    }
    console.log(`  lighthouse ${url}: attempt ${attempt} failed (${lastError})`);
  }
  throw new Error(`Lighthouse on ${url} failed ${ATTEMPTS} times: ${lastError}`);
}

/**
 * Lighthouse's default configuration (mobile form factor, simulated
 * throttling) on each route, `runs` times; every figure is the median of its
 * runs, except third-party hosts, where any run counts. With `baselineOf`,
 * each run of a route is followed by a run of its baseline page (a path on
 * the same server, or a whole URL on another), so both see the same machine.
 */
export async function runLighthouse(
  baseUrl: string,
  routes: string[],
  runs: number,
  baselineOf?: (path: string) => string,
): Promise<LighthouseRoute[]> {
  const origin = new URL(baseUrl).origin;
  const results: LighthouseRoute[] = [];
  for (const path of routes) {
    const figures: LighthouseFigures[] = [];
    const baseline: LighthouseFigures[] = [];
    let failedAudits: string[] = [];
    for (let i = 0; i < runs; i++) {
      const lhr = await runOnce(`${baseUrl}${path}`);
      figures.push(figuresOf(lhr, origin));
      failedAudits = failedAuditsOf(lhr);
      if (baselineOf) {
        const other = new URL(baselineOf(path), baseUrl);
        baseline.push(figuresOf(await runOnce(other.href), other.origin));
      }
    }
    const route: LighthouseRoute = {
      path,
      runs,
      ...medianOf(figures),
      failedAudits,
      ...(baseline.length ? { baseline: medianOf(baseline) } : {}),
    };
    results.push(route);
    console.log(`  lighthouse ${path}: performance ${route.scores.performance}`);
  }
  return results;
}
