import type { PdfWriter } from "./pdf-writer";

/** One block of a PDF page, as written by PdfWriter. */
export type PdfBlock =
  | { title: string }
  | { heading: string }
  | { paragraph: string }
  | { bullets: readonly string[] }
  | { facts: readonly (readonly [string, string])[] }
  | { small: string };

/** A document laid out page by page: each entry starts on a new page. */
export type PdfPages = readonly (readonly PdfBlock[])[];

function writeBlock(pdf: PdfWriter, block: PdfBlock): void {
  if ("title" in block) pdf.title(block.title);
  else if ("heading" in block) pdf.heading(block.heading);
  else if ("paragraph" in block) pdf.paragraph(block.paragraph);
  else if ("bullets" in block) pdf.bullets(block.bullets);
  else if ("facts" in block) pdf.facts(block.facts);
  else pdf.small(block.small);
}

export function writePages(pdf: PdfWriter, pages: PdfPages): void {
  pages.forEach((blocks, index) => {
    if (index > 0) pdf.newPage();
    for (const block of blocks) writeBlock(pdf, block);
  });
}
