import type { RenderedMarkdown } from "@helixmap/common/pages/fields";
import { formatDisplayDate } from "@helixmap/common/publishing";
import type { DownloadDocument } from "./document";
import { markdownParagraphs } from "./markdown-paragraphs";
import type { PageDataOf } from "./site-downloads";

const LISTS = /<(ul|ol)>[\s\S]*?<\/\1>/g;

/** A section's paragraphs, then its list entries as bullets: the order a legal section is written in. */
function sectionText(body: RenderedMarkdown) {
  const lists = body.html.match(LISTS) ?? [];
  return {
    paragraphs: markdownParagraphs({ html: body.html.replace(LISTS, "") }),
    bullets: lists.flatMap((html) => markdownParagraphs({ html })),
  };
}

/** A legal page as a document: its introduction, then its sections in order. */
export function legalDocument({ page }: PageDataOf<"privacy-policy" | "terms-of-service">): DownloadDocument {
  return {
    title: page.title,
    subtitle: `${page.lastUpdatedLabel} ${formatDisplayDate(page.lastUpdated)}`,
    blocks: [{ paragraphs: [page.intro] }, ...page.sections.map((s) => ({ heading: s.title, ...sectionText(s.body) }))],
  };
}
