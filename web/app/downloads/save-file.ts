import { fileNameFromTitle } from "./file-name";

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves plain text as `<title>.txt`. */
export function downloadText(title: string, text: string): void {
  saveBlob(new Blob([text], { type: "text/plain;charset=utf-8" }), fileNameFromTitle(title, "txt"));
}
