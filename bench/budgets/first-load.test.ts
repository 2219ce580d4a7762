import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PUBLIC_PATHS } from "@helixmap/common/routes";
import { describe, expect, it } from "vitest";
import { clientDir, measureFirstLoad } from "./first-load";
import { CSS_GZIP_LIMIT, JS_GZIP_CEILING } from "./limits";

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

describe.each(PUBLIC_PATHS)("first load of %s", (path) => {
  const load = measureFirstLoad(path);

  it(`stays within ${kb(JS_GZIP_CEILING)} of JavaScript and ${kb(CSS_GZIP_LIMIT)} of CSS (gzip)`, () => {
    expect(load.js.length).toBeGreaterThan(0);
    expect(load.jsGzip, `JavaScript ${kb(load.jsGzip)}`).toBeLessThanOrEqual(JS_GZIP_CEILING);
    expect(load.cssGzip, `CSS ${kb(load.cssGzip)}`).toBeLessThanOrEqual(CSS_GZIP_LIMIT);
  });

  it("carries no PDF library", () => {
    for (const file of load.js) {
      expect(readFileSync(join(clientDir, file), "utf8"), file).not.toMatch(/jsPDF|jspdf/);
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
