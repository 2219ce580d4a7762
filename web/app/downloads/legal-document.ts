import { formatDisplayDate } from "@helixmap/common/publishing";
import type { DownloadDocument } from "./document";
import { markdownParagraphs } from "./markdown-paragraphs";
import type { PageDataOf } from "./site-downloads";

/** A legal page as a document: its introduction, then its sections in order. */
export function legalDocument({ page }: PageDataOf<"privacy-policy" | "terms-of-service">): DownloadDocument {
  return {
    title: page.title,
    subtitle: `${page.lastUpdatedLabel} ${formatDisplayDate(page.lastUpdated)}`,
    blocks: [
      { paragraphs: [page.intro] },
      ...page.sections.map((s) => ({ heading: s.title, paragraphs: markdownParagraphs(s.body) })),
    ],
  };
}
