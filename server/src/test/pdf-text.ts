import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from "pdf-lib";

/** WinAnsi bytes the standard fonts print that Latin-1 reads differently. */
const WIN_ANSI: Record<number, string> = {
  149: "•",
  150: "–",
  151: "—",
  145: "‘",
  146: "’",
  147: "“",
  148: "”",
  133: "…",
  128: "€",
};

/**
 * A PDF's page count and the text its pages show, read back from the bytes:
 * each page's content streams are inflated and the hex strings of its text
 * operators decoded. Enough to check what our typesetter wrote (standard
 * fonts, one string per line); not a general PDF text extractor.
 */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: number; text: string; title: string | undefined }> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const lines: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const refs: unknown[] = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const entry of refs) {
      const stream = pdf.context.lookup(entry as PDFRef);
      if (!(stream instanceof PDFRawStream)) continue;
      const source = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
      for (const m of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        const hex = m[1]!;
        let line = "";
        for (let i = 0; i < hex.length; i += 2) {
          const code = Number.parseInt(hex.slice(i, i + 2), 16);
          line += WIN_ANSI[code] ?? String.fromCharCode(code);
        }
        lines.push(line);
      }
    }
  }
  return { pages: pdf.getPageCount(), text: lines.join("\n"), title: pdf.getTitle() };
}

/** Text with line breaks and runs of spaces made single spaces, so wrapped phrases can be found. */
export const flat = (text: string) => text.replace(/\s+/g, " ").trim();
