import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

export interface FirstLoad {
  path: string;
  html: string;
  js: string[];
  css: string[];
  jsGzip: number;
  jsBrotli: number;
  cssGzip: number;
  cssBrotli: number;
}

export const clientDir = new URL("../../web/build/client/", import.meta.url).pathname;

export function htmlFileFor(path: string): string {
  return join(clientDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
}

const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g;

/** A module and every module it imports statically: what the browser fetches before running it. */
function withStaticImports(asset: string, seen: Set<string>) {
  if (seen.has(asset)) return;
  seen.add(asset);
  const source = readFileSync(join(clientDir, asset), "utf8");
  for (const match of source.matchAll(STATIC_IMPORT)) {
    const spec = match[1] ?? "";
    const resolved = spec.startsWith("./") ? `/assets/${spec.slice(2)}` : spec;
    if (resolved.startsWith("/assets/")) withStaticImports(resolved, seen);
  }
}

const size = (files: string[], compress: (b: Buffer) => Buffer) =>
  files.reduce((sum, f) => sum + compress(readFileSync(join(clientDir, f))).length, 0);

/** The JavaScript and CSS a visitor's browser loads for a pre-rendered route, before any interaction. */
export function measureFirstLoad(path: string): FirstLoad {
  const file = htmlFileFor(path);
  if (!existsSync(file)) throw new Error(`No pre-rendered page for ${path}: run \`npm run build\` first.`);
  const html = readFileSync(file, "utf8");
  const referenced = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"|import\(?\s*"(\/assets\/[^"]+)"/g)].map(
    (m) => m[1] ?? m[2] ?? "",
  );
  const js = new Set<string>();
  for (const asset of referenced.filter((a) => a.endsWith(".js"))) withStaticImports(asset, js);
  const css = [...new Set(referenced.filter((a) => a.endsWith(".css")))];
  const jsFiles = [...js];
  return {
    path,
    html,
    js: jsFiles,
    css,
    jsGzip: size(jsFiles, (b) => gzipSync(b, { level: 9 })),
    jsBrotli: size(jsFiles, (b) => brotliCompressSync(b)),
    cssGzip: size(css, (b) => gzipSync(b, { level: 9 })),
    cssBrotli: size(css, (b) => brotliCompressSync(b)),
  };
}
