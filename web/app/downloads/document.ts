import { formatAddress, site } from "@helixmap/common/site";
import { fileNameFromTitle } from "./file-name";
import { createPdf, type PdfWriter } from "./pdf-writer";
import { saveBlob } from "./save-file";

/** One block of a downloadable document; every part is optional. */
export interface DocumentBlock {
  heading?: string;
  paragraphs?: readonly string[];
  facts?: readonly (readonly [string, string])[];
  bullets?: readonly string[];
}

/**
 * A page download described once, then written either as a PDF or as plain
 * text, so both formats carry the same content.
 */
export interface DownloadDocument {
  title: string;
  subtitle?: string;
  blocks: readonly DocumentBlock[];
}

export type DownloadFormat = "pdf" | "txt";

function contactLine(): string {
  return `${site.legalName} · ${formatAddress()} · ${site.contactEmail} · ${site.phone}`;
}

const GENERATED_NOTE =
  "Forward-looking, promotional information about experimental therapies that are not approved by any regulator. Not an offer to sell securities.";

export function writeDocumentPdf(pdf: PdfWriter, doc: DownloadDocument): void {
  pdf.title(doc.title);
  if (doc.subtitle) pdf.small(doc.subtitle);
  for (const block of doc.blocks) {
    if (block.heading) pdf.heading(block.heading);
    for (const p of block.paragraphs ?? []) pdf.paragraph(p);
    if (block.facts?.length) pdf.facts(block.facts);
    if (block.bullets?.length) pdf.bullets(block.bullets);
  }
  pdf.small(GENERATED_NOTE);
  pdf.small(contactLine());
}

export function documentText(doc: DownloadDocument): string {
  const out: string[] = [doc.title, "=".repeat(doc.title.length)];
  if (doc.subtitle) out.push(doc.subtitle);
  for (const block of doc.blocks) {
    out.push("");
    if (block.heading) out.push(block.heading, "-".repeat(block.heading.length));
    for (const p of block.paragraphs ?? []) out.push(p, "");
    for (const [label, value] of block.facts ?? []) out.push(`${label}: ${value}`);
    for (const item of block.bullets ?? []) out.push(`- ${item}`);
  }
  out.push("", GENERATED_NOTE, contactLine(), "");
  return out.join("\n");
}

/** Saves the document as `<title>.pdf` or `<title>.txt` (title rule: non-alphanumerics become underscores). */
export async function saveDocument(doc: DownloadDocument, format: DownloadFormat): Promise<void> {
  const blob =
    format === "pdf"
      ? await createPdf((pdf) => writeDocumentPdf(pdf, doc))
      : new Blob([documentText(doc)], { type: "text/plain;charset=utf-8" });
  saveBlob(blob, fileNameFromTitle(doc.title, format));
}
