import { site } from "@helixmap/common/site";
import { SUMMARY_PREVIEW_LINES } from "../copy/home/research";
import { researchPreviews } from "../copy/home/research-previews";
import type { ResearchDocument } from "../copy/home/types";
import type { PdfPages } from "./pdf-pages";
import { writePages } from "./pdf-pages";
import { downloadPdf } from "./pdf-writer";

export { SUMMARY_PREVIEW_LINES };

export function documentSummary(doc: ResearchDocument): PdfPages {
  const preview = (doc.preview ?? researchPreviews[doc.id] ?? []).slice(0, SUMMARY_PREVIEW_LINES);
  return [
    [
      { title: doc.title },
      { small: `${doc.id} · ${doc.type} · ${doc.category} · ${doc.status} · ${doc.confidentiality}` },
      { heading: "Description" },
      { paragraph: doc.description },
      { heading: "Preview" },
      // One preview line per PDF line; jsPDF keeps the line breaks.
      { paragraph: preview.join("\n") },
      { facts: [["Date", doc.date]] },
      { heading: "Contact" },
      { facts: [[site.legalName, `${site.contactEmail}, ${site.phone}`]] },
    ],
  ];
}

/** Imported on click, with the preview texts, never in the first load. */
export function downloadDocumentSummary(doc: ResearchDocument): Promise<void> {
  return downloadPdf(doc.title, (pdf) => writePages(pdf, documentSummary(doc)));
}
