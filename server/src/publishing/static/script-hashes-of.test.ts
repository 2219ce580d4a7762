import { scriptHash } from "@helixmap/page-pipeline/csp";
import { describe, expect, it } from "vitest";
import { type StaticFile, scriptHashesOf } from "./file-index";

const file = (body: string): StaticFile => ({ body: Buffer.from(body), type: "", etag: "", cacheControl: "" });

describe("scriptHashesOf", () => {
  it("allows the inline scripts of every served page and nothing from other files", () => {
    const files = new Map([
      ["/index.html", file("<script>a()</script><script src='/x.js'></script>")],
      ["/about/index.html", file('<script type="text/plain" id="deferred-hydration">b()</script><script>a()</script>')],
      ["/assets/app.js", file("<script>c()</script>")],
    ]);
    expect(scriptHashesOf(files)).toEqual([scriptHash("a()"), scriptHash("b()")].sort());
  });
});
