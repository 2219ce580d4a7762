import { describe, expect, it } from "vitest";
import type { StaticFile } from "./file-index";
import { resolveFile } from "./serve-static";

const file = (name: string): StaticFile => ({
  body: Buffer.from(name),
  type: "text/html",
  etag: `"${name}"`,
  cacheControl: "no-cache",
  scriptHashes: [],
});

const files = new Map<string, StaticFile>([
  ["/index.html", file("home")],
  ["/about/index.html", file("about")],
  ["/__spa-fallback.html", file("shell")],
  ["/assets/app-1.js", file("js")],
]);

describe("resolveFile", () => {
  it("serves pre-rendered pages with or without a trailing slash", () => {
    expect(resolveFile(files, "/")?.etag).toBe('"home"');
    expect(resolveFile(files, "/about")?.etag).toBe('"about"');
    expect(resolveFile(files, "/about/")?.etag).toBe('"about"');
  });

  it("serves the browser-rendered shell for any staff path", () => {
    expect(resolveFile(files, "/admin/dashboard")?.etag).toBe('"shell"');
    expect(resolveFile(files, "/admin/anything/else")?.etag).toBe('"shell"');
  });

  it("finds nothing for unknown paths and never serves the shell file directly", () => {
    expect(resolveFile(files, "/nope")).toBeUndefined();
    expect(resolveFile(files, "/__spa-fallback.html")).toBeUndefined();
    expect(resolveFile(files, "/assets/../index.html")).toBeUndefined();
  });
});
