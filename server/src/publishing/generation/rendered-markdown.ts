import { createHash } from "node:crypto";
import { plainTextExcerpt, renderMarkdown } from "@helixmap/common/markdown";
import { mediaRendering, type PublishedMedia } from "@helixmap/common/media/published-media";

/** One snapshot's Markdown renders: each reused from the last kept snapshot when its inputs are the same. */
export interface MarkdownPass {
  /** An item's body as HTML, its media references resolved against the snapshot's media. */
  html(content: string): string;
  /** The body's opening as plain text (an item without a summary lends it). */
  excerpt(content: string, max: number): string;
  /** Called once every item is rendered: a kept pass's renders replace the cache. */
  done(): void;
}

const digest = (...parts: string[]) => {
  const hash = createHash("sha1");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("base64url");
};

/**
 * Items' Markdown as the last full snapshot rendered it, keyed by a digest of what the HTML is made from: the
 * body (placeholders resolved) and the snapshot's media (a reference renders as the asset's picture or link).
 * A deploy after one edit then renders one item's Markdown instead of every item's on the main thread. It
 * holds exactly the renders of the last kept pass, so it never grows beyond one site's items; a preview reads
 * it without replacing it.
 */
export class RenderedMarkdown {
  /** Markdown renders this cache did not spare (a test reads it to see the cache at work). */
  renders = 0;
  private kept = new Map<string, string>();

  pass(media: PublishedMedia, options: { keep: boolean }): MarkdownPass {
    const mediaDigest = digest(JSON.stringify(media));
    const used = new Map<string, string>();
    const memo = (key: string, render: () => string) => {
      let value = used.get(key) ?? this.kept.get(key);
      if (value === undefined) {
        value = render();
        this.renders++;
      }
      if (options.keep) used.set(key, value);
      return value;
    };
    return {
      html: (content) =>
        memo(`html:${digest(mediaDigest, content)}`, () => renderMarkdown(content, mediaRendering(media))),
      excerpt: (content, max) => memo(`excerpt:${max}:${digest(content)}`, () => plainTextExcerpt(content, max)),
      done: () => {
        if (options.keep) this.kept = used;
      },
    };
  }
}
