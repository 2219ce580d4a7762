import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PUBLIC_PATHS } from "@helixmap/common/routes";
import { describe, expect, it } from "vitest";
import { measureFirstLoad, siteDir } from "./first-load";
import { CSS_GZIP_CEILING, HYDRATION_JS_GZIP_CEILING, JS_GZIP_CEILING } from "./limits";

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

describe.each(PUBLIC_PATHS)("first load of %s", (path) => {
  const load = measureFirstLoad(path);

  it("fetches no script before the visitor's first interaction", () => {
    expect(load.js).toEqual([]);
    expect(load.html).not.toMatch(/<link\b[^>]*\brel="modulepreload"/);
  });

  it(`stays within ${kb(JS_GZIP_CEILING)} of inline JavaScript and ${kb(CSS_GZIP_CEILING)} of render-blocking CSS (gzip)`, () => {
    expect(load.jsGzip, `JavaScript ${kb(load.jsGzip)}`).toBeLessThanOrEqual(JS_GZIP_CEILING);
    expect(load.cssGzip, `CSS ${kb(load.cssGzip)}`).toBeLessThanOrEqual(CSS_GZIP_CEILING);
  });

  it(`hydrates on first interaction with at most ${kb(HYDRATION_JS_GZIP_CEILING)} of JavaScript (gzip)`, () => {
    expect(load.hydrationJs.length).toBeGreaterThan(0);
    expect(load.hydrationJsGzip, `JavaScript ${kb(load.hydrationJsGzip)}`).toBeLessThanOrEqual(
      HYDRATION_JS_GZIP_CEILING,
    );
  });

  // Hydration alone reads it; in the page it would be a third of the bytes on `/` (docs/decisions/012).
  it("carries its loader data in a file fetched on hydration, not in the page", () => {
    expect(load.html).not.toContain("__reactRouterContext");
    expect(load.hydrationContext).toMatch(/\.context\.js$/);
    expect(readFileSync(join(siteDir(), load.hydrationContext!), "utf8")).toMatch(/^window\.__reactRouterContext = /);
  });

  it("carries no PDF library, before or on hydration", () => {
    for (const file of [...load.js, ...load.hydrationJs]) {
      expect(readFileSync(join(siteDir(), file), "utf8"), file).not.toMatch(/jsPDF|jspdf/);
    }
  });

  // A lazily loaded frame (the Science page's document viewer) is the one allowed exception.
  it("loads nothing from another host", () => {
    const external = [
      ...load.html.matchAll(/<(?:script|link|img|iframe)\b[^>]*?(?:src|href)="(https?:\/\/[^"]+)"[^>]*>/g),
    ]
      .filter((m) => !/rel="canonical"/.test(m[0]) && !/^<iframe\b[^>]*loading="lazy"/.test(m[0]))
      .map((m) => m[1]);
    expect(external).toEqual([]);
  });
});

describe("the built client", () => {
  // Downloads are stored files now (server/src/seed/documents/); no page draws a PDF, on load or on click.
  it("holds no PDF library at all: jsPDF's chunk is gone", () => {
    const scripts = readdirSync(join(siteDir(), "assets")).filter((f) => f.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      expect(file).not.toMatch(/jspdf|html2canvas/i);
      expect(readFileSync(join(siteDir(), "assets", file), "utf8"), file).not.toMatch(/jsPDF|html2canvas/);
    }
  });
});
