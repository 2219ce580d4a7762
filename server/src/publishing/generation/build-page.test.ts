import { gunzipSync } from "node:zlib";
import type { PublishedSnapshot } from "@helixmap/common/publishing";
import { expect, it } from "vitest";
import { cacheControlFor, typeFor } from "../static/file-index";
import { buildPage } from "./build-page";
import type { SiteRenderer } from "./site-renderer";

const context = `window.__reactRouterContext = {"ssr":true};${" ".repeat(300)}`;
const enqueue = 'window.__reactRouterContext.streamController.enqueue("[{\\"page\\":\\"About us\\"}]");';

/** These renderers read no content. */
const snapshot = {} as PublishedSnapshot;

// The shape React Router renders: the context scripts around the hydration module.
const renderer: Pick<SiteRenderer, "renderPage"> = {
  async renderPage(path) {
    return {
      html: `<!DOCTYPE html><html><head><title>${path}</title></head><body><h1>About us</h1><script>${context}</script><script type="module">import("/assets/entry.client-1.js");</script><script>${enqueue}</script></body></html>`,
      data: '[{"page":"About us"}]',
    };
  },
};

it("writes a hydrating page's loader data beside it, as a module hydration imports, revalidated like the page", async () => {
  const files = await buildPage(renderer, "/about", snapshot, "/nonexistent");
  expect(files.map((f) => f.urlPath)).toEqual(["/about/index.html", "/about.data", "/about.context.js"]);
  const [html, , script] = files;
  const page = Buffer.from(html!.body).toString();
  expect(page).not.toContain("__reactRouterContext");
  expect(page).toContain('<script type="text/plain" id="deferred-hydration">import "/about.context.js";');
  expect(Buffer.from(script!.body).toString()).toBe(`${context};\n${enqueue}`);
  expect(gunzipSync(script!.gzip!).toString()).toBe(`${context};\n${enqueue}`);
  expect(typeFor(script!.urlPath)).toBe("text/javascript; charset=utf-8");
  expect(cacheControlFor(script!.urlPath)).toBe("no-cache");
});

it("writes no context file for a page that does not hydrate", async () => {
  const plain: Pick<SiteRenderer, "renderPage"> = {
    renderPage: async () => ({ html: "<html><head></head><body><h1>Plain</h1></body></html>", data: "[]" }),
  };
  const files = await buildPage(plain, "/", snapshot, "/nonexistent");
  expect(files.map((f) => f.urlPath)).toEqual(["/index.html", "/_root.data"]);
});
