import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

export interface FirstLoad {
  path: string;
  html: string;
  /** Script files fetched before any interaction (src, module preloads, module scripts, their static imports). */
  js: string[];
  /** Render-blocking stylesheets (linked without a non-screen media query). */
  css: string[];
  /** Script fetched or run before any interaction: the files above plus the page's inline scripts. */
  jsGzip: number;
  jsBrotli: number;
  /** Render-blocking CSS: the blocking stylesheets plus the CSS inlined in the page. */
  cssGzip: number;
  cssBrotli: number;
  /** Files the deferred hydration module loads on the visitor's first interaction, with their static imports. */
  hydrationJs: string[];
  hydrationJsGzip: number;
  /** The page's loader data, the hydration module's first import (`/about.context.js`); null if inline. */
  hydrationContext: string | null;
  hydrationContextGzip: number;
}

/** The rendered site the budgets and the bench measure: set by bench/budgets/global-setup.ts and bench/run.ts. */
export function siteDir(): string {
  const dir = process.env.BUDGETS_SITE_DIR;
  if (!dir) throw new Error("BUDGETS_SITE_DIR is not set: render the seeded site first (bench/seeded-site.ts)");
  return dir;
}

export function htmlFileFor(path: string): string {
  return join(siteDir(), path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
}

const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g;
/** A script file named in a tag's href or src, or in a module's import. */
const SCRIPT_REFERENCE = /["'](\/assets\/[^"']+\.js)["']/g;

/** A module and every module it imports statically: what the browser fetches before running it. */
function withStaticImports(asset: string, seen: Set<string>) {
  if (seen.has(asset)) return;
  seen.add(asset);
  const source = readFileSync(join(siteDir(), asset), "utf8");
  for (const match of source.matchAll(STATIC_IMPORT)) {
    const spec = match[1] ?? "";
    const resolved = spec.startsWith("./") ? `/assets/${spec.slice(2)}` : spec;
    if (resolved.startsWith("/assets/")) withStaticImports(resolved, seen);
  }
}

function scriptsWithImports(text: string): string[] {
  const seen = new Set<string>();
  for (const m of text.matchAll(SCRIPT_REFERENCE)) withStaticImports(m[1] ?? "", seen);
  return [...seen];
}

const gzip = (b: Buffer) => gzipSync(b, { level: 9 });
const fileSize = (files: string[], compress: (b: Buffer) => Buffer) =>
  files.reduce((sum, f) => sum + compress(readFileSync(join(siteDir(), f))).length, 0);
const textSize = (text: string, compress: (b: Buffer) => Buffer) => (text ? compress(Buffer.from(text)).length : 0);

/** Data blocks and JSON-LD are scripts the browser does not run. */
const isExecutable = (openTag: string) => {
  const type = /\btype="([^"]*)"/.exec(openTag)?.[1];
  return type === undefined || type === "module" || type === "text/javascript";
};

/** The JavaScript and CSS a visitor's browser loads for a pre-rendered route, before any interaction. */
export function measureFirstLoad(path: string): FirstLoad {
  const file = htmlFileFor(path);
  if (!existsSync(file)) throw new Error(`No pre-rendered page for ${path}: run \`npm run build\` first.`);
  const html = readFileSync(file, "utf8");

  const scripts = [...html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)];
  const inlineJs = scripts
    .filter((m) => isExecutable(m[1] ?? "") && !/\bsrc=/.test(m[1] ?? ""))
    .map((m) => m[2])
    .join("\n");
  const deferred = scripts.filter((m) => /\bid="deferred-hydration"/.test(m[1] ?? "")).map((m) => m[2] ?? "");
  const tags = [...html.matchAll(/<link\b[^>]*>|<script\b[^>]*>/g)].map((m) => m[0]);
  const eager = [
    ...tags.filter((t) => /\brel="modulepreload"|<script\b[^>]*\bsrc=/.test(t)),
    ...scripts.filter((m) => isExecutable(m[1] ?? "")).map((m) => m[2] ?? ""),
  ].join("\n");
  const js = scriptsWithImports(eager);
  const css = tags
    .filter((t) => /\brel="stylesheet"/.test(t) && !/\bmedia="(?!all|screen)[^"]*"/.test(t))
    .map((t) => /\bhref="(\/assets\/[^"]+)"/.exec(t)?.[1] ?? "")
    .filter(Boolean);
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("\n");
  const hydrationJs = scriptsWithImports(deferred.join("\n")).filter((f) => !js.includes(f));
  const hydrationContext = /^import "([^"]+\.context\.js)";$/m.exec(deferred.join("\n"))?.[1] ?? null;

  return {
    path,
    html,
    js,
    css,
    jsGzip: fileSize(js, gzip) + textSize(inlineJs, gzip),
    jsBrotli: fileSize(js, brotliCompressSync) + textSize(inlineJs, brotliCompressSync),
    cssGzip: fileSize(css, gzip) + textSize(inlineCss, gzip),
    cssBrotli: fileSize(css, brotliCompressSync) + textSize(inlineCss, brotliCompressSync),
    hydrationJs,
    hydrationJsGzip: fileSize(hydrationJs, gzip),
    hydrationContext,
    hydrationContextGzip: hydrationContext ? fileSize([hydrationContext], gzip) : 0,
  };
}
