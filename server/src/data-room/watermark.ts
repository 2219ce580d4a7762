import { degrees, PDFDocument, rgb, StandardFonts } from "pdf-lib";

export interface Stamp {
  name: string;
  email: string;
  /** The day of the download, shown as YYYY-MM-DD (UTC). */
  date: Date;
  downloadId: string;
}

/**
 * The standard PDF fonts write WinAnsi (Latin-1 and a few more); a letter
 * beyond it becomes "?" rather than failing the download. The download id
 * and e-mail are ASCII, so they always survive whole.
 */
function winAnsi(text: string): string {
  return Array.from(text, (ch) => ((ch.codePointAt(0) ?? 0) <= 0xff ? ch : "?")).join("");
}

export function stampLine(stamp: Stamp): string {
  const day = stamp.date.toISOString().slice(0, 10);
  return winAnsi(`Confidential - ${stamp.name} <${stamp.email}> - ${day} - Download ${stamp.downloadId}`);
}

/**
 * A copy of the PDF with every page stamped twice: a line along the foot
 * (readable, and copied with the text) and the same line faintly across the
 * middle (hard to crop away). The original bytes are left untouched.
 */
export async function watermarkPdf(original: Uint8Array, stamp: Stamp): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(original, { updateMetadata: false });
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const line = stampLine(stamp);
  for (const page of pdf.getPages()) {
    const { width, height } = page.getSize();
    const footSize = Math.max(5, Math.min(8, (width - 24) / font.widthOfTextAtSize(line, 1)));
    page.drawText(line, { x: 12, y: 10, size: footSize, font, color: rgb(0.35, 0.1, 0.1) });
    const diagonal = Math.hypot(width, height) * 0.8;
    const acrossSize = Math.max(6, Math.min(24, diagonal / font.widthOfTextAtSize(line, 1)));
    const angle = Math.atan2(height, width);
    const textWidth = font.widthOfTextAtSize(line, acrossSize);
    page.drawText(line, {
      x: width / 2 - (Math.cos(angle) * textWidth) / 2,
      y: height / 2 - (Math.sin(angle) * textWidth) / 2,
      size: acrossSize,
      font,
      color: rgb(0.6, 0.1, 0.1),
      opacity: 0.18,
      rotate: degrees((angle * 180) / Math.PI),
    });
  }
  pdf.setProducer("Helixmap data room");
  return pdf.save();
}
