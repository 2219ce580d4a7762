import { randomBytes } from "node:crypto";
import { deflateSync } from "node:zlib";
import { ADMIN_PATHS } from "@helixmap/common/routes";
import { expect, type Locator, type Page } from "@playwright/test";
import { pngFromParts } from "../../server/src/media/test-png";
import { gotoHydrated } from "./pages";

/** A file as Playwright hands it to an input or a drop. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A run-unique word, so files and searches of one test never meet another's. */
export const uniqueWord = () => `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;

/** A real RGB PNG: a gradient with a seed-coloured band, so every seed gives different bytes. */
export function pngImage(name: string, width = 240, height = 160, seed = randomBytes(3)): FilePayload {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const band = y > height / 3 && y < (2 * height) / 3;
      row[1 + x * 3] = band ? (seed[0] as number) : Math.round((x / width) * 255);
      row[2 + x * 3] = band ? (seed[1] as number) : Math.round((y / height) * 255);
      row[3 + x * 3] = band ? (seed[2] as number) : 128;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return { name, mimeType: "image/png", buffer: pngFromParts(header, deflateSync(Buffer.concat(rows))) };
}

/** A real one-page PDF showing `text` in Helvetica, with a correct cross-reference table. */
export function pdfDocument(name: string, text: string): FilePayload {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, "\\$&")}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((at) => `${String(at).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return { name, mimeType: "application/pdf", buffer: Buffer.from(body, "latin1") };
}

/** Drops files on `target` the way a file manager does: a drop event carrying them. */
export async function dropFiles(page: Page, target: Locator, files: FilePayload[]) {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const file of list) {
        const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: file.mimeType }));
      }
      return transfer;
    },
    files.map((f) => ({ name: f.name, mimeType: f.mimeType, base64: f.buffer.toString("base64") })),
  );
  await target.dispatchEvent("dragover", { dataTransfer });
  await target.dispatchEvent("drop", { dataTransfer });
}

/** The dashboard opened on its Media tab. */
export async function openMediaLibrary(page: Page) {
  await gotoHydrated(page, ADMIN_PATHS.media);
  await expect(page.getByRole("tab", { name: "Media", selected: true })).toBeVisible();
  return page.getByRole("tabpanel", { name: "Media" });
}
