import type { jsPDF } from "jspdf";
import { fileNameFromTitle } from "./file-name";
import { saveBlob } from "./save-file";

const MARGIN = 56;
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const TEXT_WIDTH = PAGE_WIDTH - MARGIN * 2;
const ACCENT: [number, number, number] = [15, 118, 110];

/**
 * A small layout layer over jsPDF: text flows down the page and wraps, and a
 * new page starts when the current one is full. Text stays real, selectable
 * text.
 */
export class PdfWriter {
  private y = MARGIN;

  constructor(private readonly doc: jsPDF) {}

  get pageCount(): number {
    return this.doc.getNumberOfPages();
  }

  private ensureRoom(height: number) {
    if (this.y + height > PAGE_HEIGHT - MARGIN) this.newPage();
  }

  newPage(): this {
    this.doc.addPage();
    this.y = MARGIN;
    return this;
  }

  private lines(text: string, size: number, style: "normal" | "bold", color: [number, number, number], gap: number) {
    this.doc.setFont("helvetica", style);
    this.doc.setFontSize(size);
    this.doc.setTextColor(...color);
    const lineHeight = size * 1.35;
    for (const line of this.doc.splitTextToSize(text, TEXT_WIDTH) as string[]) {
      this.ensureRoom(lineHeight);
      this.doc.text(line, MARGIN, this.y + size);
      this.y += lineHeight;
    }
    this.y += gap;
    return this;
  }

  title(text: string): this {
    return this.lines(text, 22, "bold", ACCENT, 8);
  }

  heading(text: string): this {
    this.ensureRoom(40);
    return this.lines(text, 14, "bold", [30, 41, 59], 4);
  }

  paragraph(text: string): this {
    return this.lines(text, 11, "normal", [51, 65, 85], 8);
  }

  bullets(items: readonly string[]): this {
    for (const item of items) this.lines(`•  ${item}`, 11, "normal", [51, 65, 85], 2);
    this.y += 6;
    return this;
  }

  /** Label/value rows, e.g. "Series A: $50M". */
  facts(rows: readonly (readonly [string, string])[]): this {
    for (const [label, value] of rows) this.lines(`${label}: ${value}`, 11, "normal", [51, 65, 85], 2);
    this.y += 6;
    return this;
  }

  small(text: string): this {
    return this.lines(text, 9, "normal", [100, 116, 139], 6);
  }
}

/**
 * Builds a PDF in the browser. jsPDF is imported here, on demand, so it never
 * enters a page's first load.
 */
export async function createPdf(build: (pdf: PdfWriter) => void): Promise<Blob> {
  const { jsPDF } = await import("jspdf");
  const doc = new jsPDF({ unit: "pt", format: "a4" });
  build(new PdfWriter(doc));
  return doc.output("blob");
}

/** Builds the PDF and saves it as `<title>.pdf`. */
export async function downloadPdf(title: string, build: (pdf: PdfWriter) => void): Promise<void> {
  saveBlob(await createPdf(build), fileNameFromTitle(title, "pdf"));
}
