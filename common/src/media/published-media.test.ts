import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../markdown";
import { mediaRendering, type PublishedMedia, withPublishedUrls } from "./published-media";

const IMAGE = "11111111-1111-4111-8111-111111111111";
const PDF = "22222222-2222-4222-8222-222222222222";
const PRIVATE = "33333333-3333-4333-8333-333333333333";

const media: PublishedMedia = {
  [IMAGE]: {
    id: IMAGE,
    kind: "image",
    filename: "lab.jpg",
    mimeType: "image/jpeg",
    bytes: 50_000,
    pages: null,
    width: 1000,
    height: 500,
    alt: "The lab",
    href: "/media/aaaa/lab.jpg",
    sources: [
      { type: "image/avif", srcset: "/media/bbbb/lab-320w.avif 320w, /media/cccc/lab-640w.avif 640w" },
      { type: "image/webp", srcset: "/media/dddd/lab-320w.webp 320w" },
    ],
    files: [],
  },
  [PDF]: {
    id: PDF,
    kind: "document",
    filename: "10-K.pdf",
    mimeType: "application/pdf",
    bytes: 1_468_006,
    pages: 12,
    width: null,
    height: null,
    alt: "",
    href: "/media/eeee/10-K.pdf",
    sources: [],
    files: [],
  },
};

describe("Markdown with published media", () => {
  it("renders a library image as a responsive picture: the first with high priority, the rest lazy", () => {
    const html = renderMarkdown(
      `![](/api/media/${IMAGE}/file)\n\n![Second <look>](/api/media/${IMAGE}/file)`,
      mediaRendering(media),
    );
    const [first, second] = html.match(/<picture>.*?<\/picture>/g) ?? [];
    expect(first).toBe(
      '<picture><source type="image/avif" srcset="/media/bbbb/lab-320w.avif 320w, /media/cccc/lab-640w.avif 640w" sizes="(min-width: 48rem) 48rem, 100vw">' +
        '<source type="image/webp" srcset="/media/dddd/lab-320w.webp 320w" sizes="(min-width: 48rem) 48rem, 100vw">' +
        '<img src="/media/aaaa/lab.jpg" alt="The lab" width="1000" height="500" fetchpriority="high" decoding="async"></picture>',
    );
    expect(second).toContain('alt="Second &lt;look&gt;"');
    expect(second).toContain('loading="lazy"');
    expect(second).not.toContain("fetchpriority");
  });

  it("links a library document to its published file and says what it is", () => {
    const html = renderMarkdown(`The [annual report](/api/media/${PDF}/file).`, mediaRendering(media));
    expect(html).toBe(
      '<p>The <a href="/media/eeee/10-K.pdf" type="application/pdf">annual report</a> <span class="media-facts">(PDF, 12 pages, 1.4 MB)</span>.</p>\n',
    );
  });

  it("shows an image the snapshot did not resolve, or any image without media, as its alt text", () => {
    expect(renderMarkdown(`![secret](/api/media/${PRIVATE}/file)`, mediaRendering(media))).toBe("<p>secret</p>\n");
    expect(renderMarkdown(`![lab](/api/media/${IMAGE}/file)`)).toBe("<p>lab</p>\n");
  });

  it("replaces references in field values with the published addresses", () => {
    const fields = { image: { src: `/api/media/${IMAGE}/file`, alt: "x" }, list: [`see /api/media/${PDF}/file`] };
    expect(withPublishedUrls(fields, media)).toEqual({
      image: { src: "/media/aaaa/lab.jpg", alt: "x" },
      list: ["see /media/eeee/10-K.pdf"],
    });
  });
});
