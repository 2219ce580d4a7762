import { SUMMARY_PREVIEW_LINES } from "@helixmap/common/constants";
import type { HomeData, ResearchDocument } from "../home/home-page";
import type { PdfPages } from "./pdf-pages";
import { writePages } from "./pdf-pages";
import { downloadPdf } from "./pdf-writer";

/** One research document on one page: its description and the opening of its text. */
export function documentSummary(doc: ResearchDocument, { page, site }: Pick<HomeData, "page" | "site">): PdfPages {
  const labels = page.research.summary;
  const { identity, contact } = site;
  return [
    [
      { title: doc.title },
      { small: `${doc.id} · ${doc.type} · ${doc.category} · ${doc.status} · ${doc.confidentiality}` },
      { heading: labels.descriptionTitle },
      { paragraph: doc.description },
      { heading: labels.previewTitle },
      // One preview line per PDF line; jsPDF keeps the line breaks.
      { paragraph: doc.preview.slice(0, SUMMARY_PREVIEW_LINES).join("\n") },
      { facts: [[labels.dateLabel, doc.date]] },
      { heading: labels.contactTitle },
      { facts: [[identity.legalName, `${contact.contactEmail}, ${contact.phone}`]] },
    ],
  ];
}

/** Imported on click, never in the first load. */
export function downloadDocumentSummary(doc: ResearchDocument, data: Pick<HomeData, "page" | "site">): Promise<void> {
  return downloadPdf(doc.title, (pdf) => writePages(pdf, documentSummary(doc, data)));
}
