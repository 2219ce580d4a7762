import { describe, expect, it } from "vitest";
import { scriptHash } from "./csp";
import { DEFERRED_CONTEXT_ATTRIBUTE, DEFERRED_MODULE_ID, DEFERRED_STYLE_ATTRIBUTE } from "./hydration-loader";
import { optimizePage, PAGE_END_ID, stylesheetHrefs } from "./optimize-page";

const hydrationModule = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-1.js");`;

// The shape React Router's pre-rendering writes.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>About</title>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-1.js"/>',
  '<link rel="stylesheet" href="/assets/root-1.css"/></head>',
  '<body><main class="flex"><h1>About</h1><button type="button">Menu</button></main>',
  "<script>window.__reactRouterContext = {};</script>",
  `<script type="module" async="">${hydrationModule}</script>`,
  '<script>window.__reactRouterContext.streamController.enqueue("[1]");</script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script></body></html>',
].join("");

const stylesheets = new Map([["/assets/root-1.css", "@layer utilities{.flex{display:flex}.grid{display:grid}}"]]);

describe("optimizePage", () => {
  const { html, scriptHashes } = optimizePage(page, { stylesheets });

  it("fetches no script before the first paint: no preloads, no module script", () => {
    expect(html).not.toMatch(/<link\b[^>]*\brel="modulepreload"/);
    expect(html).not.toMatch(/<script\b[^>]*\btype="module"/);
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
  });

  it("keeps React Router's hydration module, unchanged, in a data block where the module was", () => {
    expect(html).toContain(
      `<script type="text/plain" id="${DEFERRED_MODULE_ID}">${hydrationModule}</script><script type="text/plain" ${DEFERRED_CONTEXT_ATTRIBUTE}="">`,
    );
  });

  it("keeps the context scripts (the page's loader data) as data blocks, so content costs no script before hydration", () => {
    expect(html).toContain(
      `<script type="text/plain" ${DEFERRED_CONTEXT_ATTRIBUTE}="">window.__reactRouterContext = {};</script>`,
    );
    expect(html).not.toContain("<script>window.__reactRouterContext");
    expect(scriptHashes).toContain(scriptHash("window.__reactRouterContext = {};"));
  });

  it("inlines the page's critical CSS and loads the full sheet without blocking the paint", () => {
    expect(html).toContain(
      `<style>@layer utilities{.flex{display:flex}}</style><link rel="stylesheet" href="/assets/root-1.css" media="print" ${DEFERRED_STYLE_ATTRIBUTE}=""/>`,
    );
  });

  it("puts the loader at the end of the head, before the body can be clicked", () => {
    expect(html).toMatch(/<script>\(function\(d\)\{[\s\S]*\}\)\(\);<\/script><\/head>/);
  });

  it("renders the page once, when its last element has been parsed", () => {
    expect(html).toContain(`<link rel="expect" href="#${PAGE_END_ID}" blocking="render"/>`);
    expect(html).toMatch(new RegExp(`<div hidden id="${PAGE_END_ID}"></div></body></html>$`));
  });

  it("returns the hashes of every inline script, the deferred module's included", () => {
    expect(scriptHashes).toContain(scriptHash(hydrationModule));
    expect(scriptHashes).toContain(scriptHash("window.__reactRouterContext = {};"));
    expect(scriptHashes).toHaveLength(5);
  });

  it("without a file for it, returns no context: the page carries it", () => {
    expect(optimizePage(page, { stylesheets }).context).toBeUndefined();
  });

  describe("with a file for the context scripts", () => {
    const moved = optimizePage(page, { stylesheets }, { contextUrl: "/about.context.js" });

    it("carries none of the page's loader data: the hydration module imports it first, so it runs first", () => {
      expect(moved.html).not.toContain("__reactRouterContext");
      expect(moved.html).toContain(
        `<script type="text/plain" id="${DEFERRED_MODULE_ID}">import "/about.context.js";\n${hydrationModule}</script>`,
      );
    });

    it("returns the context scripts as one module, in document order", () => {
      expect(moved.context).toBe(
        'window.__reactRouterContext = {};;\nwindow.__reactRouterContext.streamController.enqueue("[1]");',
      );
    });

    it("allows no inline script for them, and the module as it now reads: the file is of the page's own origin", () => {
      expect(moved.scriptHashes).not.toContain(scriptHash("window.__reactRouterContext = {};"));
      expect(moved.scriptHashes).toContain(scriptHash(`import "/about.context.js";\n${hydrationModule}`));
    });

    it("is otherwise the page the data blocks make, each block left empty where hydration expects its element", () => {
      const emptied = html.replace(
        /(<script type="text\/plain" data-deferred-context="">)[\s\S]*?(<\/script>)/g,
        (_, open: string, close: string) => open + close,
      );
      expect(moved.html.replace('import "/about.context.js";\n', "")).toBe(emptied);
    });
  });

  it("leaves a page already in its fast form unchanged", () => {
    expect(optimizePage(html, { stylesheets: new Map() })).toEqual({ html, scriptHashes });
  });

  it("refuses a stylesheet it was not given, rather than leave it render-blocking", () => {
    expect(() => optimizePage(page, { stylesheets: new Map() })).toThrow("/assets/root-1.css");
  });

  it("lists the stylesheets a page needs", () => {
    expect(stylesheetHrefs(page)).toEqual(["/assets/root-1.css"]);
  });

  it("leaves a page without a hydration module without a loader", () => {
    const plain = '<html><head><link rel="stylesheet" href="/assets/root-1.css"/></head><body></body></html>';
    expect(optimizePage(plain, { stylesheets }).html).not.toContain("<script");
  });
});
