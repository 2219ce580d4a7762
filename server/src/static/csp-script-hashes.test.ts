import { describe, expect, it } from "vitest";
import { scriptHash } from "../page-speed/script-hashes";
import { cspScriptHashes } from "./csp-script-hashes";
import type { StaticFile } from "./file-index";

const file = (body: string): StaticFile => ({ body: Buffer.from(body), type: "", etag: "", cacheControl: "" });

describe("cspScriptHashes", () => {
  it("allows the inline scripts of every served page and nothing from other files", () => {
    const files = new Map([
      ["/index.html", file("<script>a()</script><script src='/x.js'></script>")],
      ["/about/index.html", file('<script type="text/plain" id="deferred-hydration">b()</script><script>a()</script>')],
      ["/assets/app.js", file("<script>c()</script>")],
    ]);
    expect(cspScriptHashes(files)).toEqual([scriptHash("a()"), scriptHash("b()")].sort());
  });
});
