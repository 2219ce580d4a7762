import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { scriptHash } from "@helixmap/page-pipeline/csp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadFileIndex } from "./file-index";

describe("loadFileIndex", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "helixmap-file-index-"));
    await mkdir(join(dir, "about"));
    await mkdir(join(dir, "assets"));
    await writeFile(join(dir, "index.html"), "<script>a()</script><script src='/x.js'></script>");
    await writeFile(
      join(dir, "about/index.html"),
      '<script type="text/plain" id="deferred-hydration">b()</script><script>a()</script>',
    );
    await writeFile(join(dir, "assets/app.js"), "<script>c()</script>");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("gives each page the hashes of its own inline scripts, data blocks included, and other files none", async () => {
    const files = await loadFileIndex(dir);
    expect(files.get("/index.html")?.scriptHashes).toEqual([scriptHash("a()")]);
    expect(files.get("/about/index.html")?.scriptHashes).toEqual([scriptHash("b()"), scriptHash("a()")]);
    expect(files.get("/assets/app.js")?.scriptHashes).toEqual([]);
  });
});
