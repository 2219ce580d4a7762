import type { PublishedMedia } from "@helixmap/common/media/published-media";
import { describe, expect, it } from "vitest";
import { RenderedMarkdown } from "./rendered-markdown";

const ASSET = "11111111-2222-4333-8444-555555555555";
const body = `A [report](/api/media/${ASSET}/file) and **more**.`;
const mediaNamed = (filename: string): PublishedMedia => ({
  [ASSET]: {
    id: ASSET,
    kind: "document",
    filename,
    mimeType: "application/pdf",
    bytes: 1000,
    pages: 2,
    width: null,
    height: null,
    alt: "",
    href: `/media/${filename}`,
    sources: [],
    files: [],
  },
});

/** Renders each body as one snapshot would, and answers the HTML and how many renders it took. */
function snapshotOf(cache: RenderedMarkdown, bodies: string[], media: PublishedMedia, keep = true) {
  const before = cache.renders;
  const pass = cache.pass(media, { keep });
  const html = bodies.map((b) => pass.html(b));
  pass.done();
  return { html, renders: cache.renders - before };
}

describe("an item's rendered Markdown", () => {
  it("is rendered once and reused by the next snapshot while its body and the media are the same", () => {
    const cache = new RenderedMarkdown();
    const first = snapshotOf(cache, [body, "plain"], mediaNamed("a.pdf"));
    expect(first.renders).toBe(2);
    expect(first.html[0]).toContain('href="/media/a.pdf"');
    const again = snapshotOf(cache, [body, "plain"], mediaNamed("a.pdf"));
    expect(again.renders).toBe(0);
    expect(again.html).toEqual(first.html);
  });

  it("is rendered again when its body changes, and only that one", () => {
    const cache = new RenderedMarkdown();
    snapshotOf(cache, [body, "plain"], mediaNamed("a.pdf"));
    const edited = snapshotOf(cache, [body, "plain, edited"], mediaNamed("a.pdf"));
    expect(edited.renders).toBe(1);
    expect(edited.html[1]).toContain("plain, edited");
  });

  it("is rendered again when the media its references resolve to change", () => {
    const cache = new RenderedMarkdown();
    snapshotOf(cache, [body], mediaNamed("a.pdf"));
    const replaced = snapshotOf(cache, [body], mediaNamed("b.pdf"));
    expect(replaced.renders).toBe(1);
    expect(replaced.html[0]).toContain('href="/media/b.pdf"');
  });

  it("keeps only the last kept snapshot's renders; a preview reads them without replacing them", () => {
    const cache = new RenderedMarkdown();
    snapshotOf(cache, [body], {});
    expect(snapshotOf(cache, ["a draft"], {}, false).renders).toBe(1);
    expect(snapshotOf(cache, [body], {}).renders).toBe(0);
    snapshotOf(cache, ["another site"], {});
    expect(snapshotOf(cache, [body], {}).renders).toBe(1);
  });

  it("reuses an excerpt like the HTML", () => {
    const cache = new RenderedMarkdown();
    const pass = cache.pass({}, { keep: true });
    expect(pass.excerpt("Some **bold** words", 160)).toBe("Some bold words");
    pass.done();
    const next = cache.pass({}, { keep: true });
    const before = cache.renders;
    expect(next.excerpt("Some **bold** words", 160)).toBe("Some bold words");
    expect(cache.renders).toBe(before);
  });
});
