import { criticalCss } from "./critical-css";
import { inlineScriptHashes } from "./csp";
import {
  DEFERRED_CONTEXT_ATTRIBUTE,
  DEFERRED_MODULE_ID,
  DEFERRED_STYLE_ATTRIBUTE,
  hydrationLoader,
} from "./hydration-loader";

/** Id of the empty element closing a page, which rendering waits for. */
export const PAGE_END_ID = "page-end";

export interface PageAssets {
  /** The text of every stylesheet the page links, by its href (e.g. `/assets/root-xb0jdMiG.css`). */
  stylesheets: ReadonlyMap<string, string>;
}

export interface OptimizedPage {
  html: string;
  /** CSP `script-src` sources for every inline script of the returned page, the deferred module included. */
  scriptHashes: string[];
  /** With `contextUrl`: the module to serve there, React Router's context scripts in document order. */
  context?: string;
}

export interface PageFiles {
  /**
   * Where the page's React Router context (its loader data: the whole page document) will be served from,
   * as a module. The page then carries none of it: the hydration module imports it first, so it arrives
   * with the module's other imports and runs before them. Without it, the context travels in the page as
   * data blocks (a page answering a form, rendered on request, has no file of its own).
   */
  contextUrl?: string;
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** The hrefs of the stylesheets a page links: what `optimizePage` needs in `assets.stylesheets`. */
export function stylesheetHrefs(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => attribute(tag, "rel") === "stylesheet")
    .map((tag) => attribute(tag, "href") ?? "");
}

/**
 * One pre-rendered public page in its fast form: nothing but HTML and CSS
 * before the first paint. Module preloads are dropped; each stylesheet is
 * inlined as the rules this page uses, and the full sheet loads without
 * blocking; React Router's hydration module waits in a data block for the
 * loader (see hydration-loader.ts). A page already in this form is returned
 * unchanged. Pure: the page and its stylesheets in, the page and its script
 * hashes out.
 */
export function optimizePage(html: string, assets: PageAssets, files: PageFiles = {}): OptimizedPage {
  if (html.includes(`id="${PAGE_END_ID}"`)) return { html, scriptHashes: inlineScriptHashes(html) };

  const modules = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g)];
  if (modules.length > 1) throw new Error(`Expected one hydration module script, found ${modules.length}`);

  let out = html.replace(/<link\b[^>]*>/g, (tag) => {
    const rel = attribute(tag, "rel");
    if (rel === "modulepreload") return "";
    if (rel !== "stylesheet") return tag;
    const href = attribute(tag, "href") ?? "";
    const css = assets.stylesheets.get(href);
    if (css === undefined) throw new Error(`No stylesheet text given for ${href}`);
    const critical = criticalCss(css, html);
    if (/<\/style/i.test(critical)) throw new Error(`Stylesheet ${href} contains "</style"`);
    return `<style>${critical}</style><link rel="stylesheet" href="${href}" media="print" ${DEFERRED_STYLE_ATTRIBUTE}=""/>`;
  });

  const module = modules[0];
  const contexts: string[] = [];
  if (module) {
    const { contextUrl } = files;
    const importContext = contextUrl ? `import ${JSON.stringify(contextUrl)};\n` : "";
    out = out.replace(
      module[0],
      () => `<script type="text/plain" id="${DEFERRED_MODULE_ID}">${importContext}${module[1]}</script>`,
    );
    // The context scripts carry the page's loader data (its whole content): only hydration reads them. In
    // the page they were a third of the home page's compressed bytes, since the markup holding the same
    // words lies further back than gzip's window reaches (docs/decisions/012). Moved to their file, each
    // leaves its element behind, empty: hydration expects the script elements React Router rendered.
    out = out.replace(/<script>(window\.__reactRouterContext[\s\S]*?)<\/script>/g, (_, body: string) => {
      if (contextUrl) contexts.push(body);
      return `<script type="text/plain" ${DEFERRED_CONTEXT_ATTRIBUTE}="">${contextUrl ? "" : body}</script>`;
    });
  }
  const loader = module ? `<script>${hydrationLoader()}</script>` : "";
  // One paint of the whole page instead of one per parser chunk: the style
  // and layout work of a small document happens before the first paint
  // rather than blocking the main thread after it.
  out = out.replace("</head>", () => `<link rel="expect" href="#${PAGE_END_ID}" blocking="render"/>${loader}</head>`);
  out = out.replace("</body>", () => `<div hidden id="${PAGE_END_ID}"></div></body>`);
  const page: OptimizedPage = { html: out, scriptHashes: inlineScriptHashes(out) };
  if (files.contextUrl && module) page.context = contexts.join(";\n");
  return page;
}
