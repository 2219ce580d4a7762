import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import type { DocumentBlock, SeedDocument } from "./document";

/** A4 in points, with even margins; the bottom margin leaves room for the page footer. */
const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const BOTTOM = 72;
const WIDTH = PAGE[0] - MARGIN * 2;
/** The facts table's label column, as a share of the text width. */
const LABEL_SHARE = 0.36;
const CELL_GAP = 12;

const ACCENT = rgb(15 / 255, 118 / 255, 110 / 255);
const INK = rgb(30 / 255, 41 / 255, 59 / 255);
const BODY = rgb(51 / 255, 65 / 255, 85 / 255);
const MUTED = rgb(100 / 255, 116 / 255, 139 / 255);
const RULE = rgb(226 / 255, 232 / 255, 240 / 255);

type Colour = ReturnType<typeof rgb>;
interface Style {
  size: number;
  bold?: boolean;
  colour: Colour;
}
const TITLE: Style = { size: 22, bold: true, colour: ACCENT };
const SUBTITLE: Style = { size: 10, colour: MUTED };
const HEADING: Style = { size: 14, bold: true, colour: INK };
const TEXT: Style = { size: 11, colour: BODY };
const LABEL: Style = { size: 10, bold: true, colour: INK };
const CELL: Style = { size: 10, colour: BODY };
const SMALL: Style = { size: 9, colour: MUTED };
const FOOTER: Style = { size: 8, colour: MUTED };

/** Characters the standard fonts (WinAnsi) lack, written the way a reader expects. */
const SUBSTITUTES: Record<string, string> = { "≥": ">=", "≤": "<=", "→": "->", "←": "<-", "−": "-", "\u00a0": " " };

export interface TypesetOptions {
  /** The document's author in its metadata: the company. */
  author: string;
  /** Its creation date; fixed by the caller so the same content gives the same bytes. */
  createdAt: Date;
}

/**
 * Typesets a document as a PDF with the standard Helvetica faces (nothing to
 * install or embed): title and subtitle, headings, wrapped paragraphs,
 * bullets, label and value tables, fine print, and "Page n of N" on every
 * page. Text stays real text, so a reader can select it and the media
 * library can index it.
 */
export async function typesetPdf(doc: SeedDocument, options: TypesetOptions): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(doc.title);
  pdf.setAuthor(options.author);
  pdf.setCreator(options.author);
  pdf.setProducer("pdf-lib");
  pdf.setCreationDate(options.createdAt);
  pdf.setModificationDate(options.createdAt);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const writer = new Writer(pdf, fonts);

  doc.pages.forEach((blocks, index) => {
    if (index > 0) writer.newPage();
    if (index === 0) {
      writer.lines(doc.title, TITLE, 4);
      if (doc.subtitle) writer.lines(doc.subtitle, SUBTITLE, 10);
      else writer.gap(6);
    }
    for (const block of blocks) writer.block(block);
  });
  writer.footers(doc.title);
  return pdf.save();
}

class Writer {
  private page!: PDFPage;
  private y = 0;
  private readonly charset: Set<number>;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.charset = new Set(fonts.regular.getCharacterSet());
    this.newPage();
  }

  newPage() {
    this.page = this.pdf.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  gap(points: number) {
    this.y -= points;
  }

  private font(style: Style) {
    return style.bold ? this.fonts.bold : this.fonts.regular;
  }

  private printable(text: string): string {
    let out = "";
    for (const ch of text) {
      const sub = SUBSTITUTES[ch];
      if (sub !== undefined) out += sub;
      else out += this.charset.has(ch.codePointAt(0)!) || ch === "\n" ? ch : "?";
    }
    return out;
  }

  /** Splits text into lines no wider than `width`, at spaces (and inside a word longer than a line). */
  wrap(text: string, style: Style, width: number): string[] {
    const font = this.font(style);
    const fits = (s: string) => font.widthOfTextAtSize(s, style.size) <= width;
    const out: string[] = [];
    for (const paragraph of this.printable(text).split("\n")) {
      let line = "";
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (fits(candidate)) {
          line = candidate;
          continue;
        }
        if (line) out.push(line);
        line = word;
        while (!fits(line)) {
          let cut = line.length - 1;
          while (cut > 1 && !fits(line.slice(0, cut))) cut--;
          out.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      out.push(line);
    }
    return out;
  }

  private lineHeight(style: Style) {
    return style.size * 1.4;
  }

  private room(height: number) {
    if (this.y - height < BOTTOM) this.newPage();
  }

  private draw(text: string, x: number, style: Style) {
    this.page.drawText(text, {
      x,
      y: this.y - style.size,
      size: style.size,
      font: this.font(style),
      color: style.colour,
    });
  }

  lines(text: string, style: Style, after: number, indent = 0) {
    for (const line of this.wrap(text, style, WIDTH - indent)) {
      this.room(this.lineHeight(style));
      this.draw(line, MARGIN + indent, style);
      this.y -= this.lineHeight(style);
    }
    this.y -= after;
  }

  private bullets(items: readonly string[]) {
    const indent = 14;
    for (const item of items) {
      const lines = this.wrap(item, TEXT, WIDTH - indent);
      lines.forEach((line, i) => {
        this.room(this.lineHeight(TEXT));
        if (i === 0) this.draw("•", MARGIN + 2, TEXT);
        this.draw(line, MARGIN + indent, TEXT);
        this.y -= this.lineHeight(TEXT);
      });
      this.y -= 3;
    }
    this.y -= 5;
  }

  private facts(rows: readonly (readonly [string, string])[]) {
    const labelWidth = WIDTH * LABEL_SHARE;
    const valueX = MARGIN + labelWidth + CELL_GAP;
    const valueWidth = WIDTH - labelWidth - CELL_GAP;
    const padding = 5;
    for (const [label, value] of rows) {
      const labels = this.wrap(label, LABEL, labelWidth);
      const values = this.wrap(value, CELL, valueWidth);
      const height =
        Math.max(labels.length * this.lineHeight(LABEL), values.length * this.lineHeight(CELL)) + padding * 2;
      // A row never splits across pages unless it is taller than a page.
      if (height < PAGE[1] - MARGIN - BOTTOM) this.room(height);
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: MARGIN + WIDTH, y: this.y },
        thickness: 0.5,
        color: RULE,
      });
      const top = this.y - padding;
      this.y = top;
      for (const line of labels) {
        this.draw(line, MARGIN, LABEL);
        this.y -= this.lineHeight(LABEL);
      }
      this.y = top;
      for (const line of values) {
        this.room(this.lineHeight(CELL));
        this.draw(line, valueX, CELL);
        this.y -= this.lineHeight(CELL);
      }
      this.y = Math.min(this.y, top - labels.length * this.lineHeight(LABEL)) - padding;
    }
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + WIDTH, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
    this.y -= 12;
  }

  block(block: DocumentBlock) {
    if (block.heading) {
      // A heading keeps at least two lines of its text with it.
      this.room(this.lineHeight(HEADING) + this.lineHeight(TEXT) * 2 + 6);
      this.gap(4);
      this.lines(block.heading, HEADING, 4);
    }
    for (const p of block.paragraphs ?? []) this.lines(p, TEXT, 8);
    if (block.facts?.length) this.facts(block.facts);
    if (block.bullets?.length) this.bullets(block.bullets);
    if (block.small) this.lines(block.small, SMALL, 8);
  }

  /** "Title · Page n of N" at the foot of every page, written once the count is known. */
  footers(title: string) {
    const pages = this.pdf.getPages();
    const font = this.font(FOOTER);
    pages.forEach((page, i) => {
      const number = `Page ${i + 1} of ${pages.length}`;
      const name = this.wrap(title, FOOTER, WIDTH - font.widthOfTextAtSize(number, FOOTER.size) - 24)[0] ?? "";
      page.drawText(name, { x: MARGIN, y: MARGIN - 20, size: FOOTER.size, font, color: FOOTER.colour });
      page.drawText(number, {
        x: MARGIN + WIDTH - font.widthOfTextAtSize(number, FOOTER.size),
        y: MARGIN - 20,
        size: FOOTER.size,
        font,
        color: FOOTER.colour,
      });
    });
  }
}
