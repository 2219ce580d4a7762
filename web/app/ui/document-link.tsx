import type { PublishedDocument } from "@helixmap/common/pages/documents";
import { Download } from "lucide-react";
import { type ButtonVariant, buttonClass } from "./button";

/** "4 KB", "1.2 MB": a file's size as a visitor reads it. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "Company_Overview.pdf, 4 KB, 2 pages". */
export function fileFacts(file: PublishedDocument): string {
  const pages = file.pages === null ? [] : [`${file.pages} ${file.pages === 1 ? "page" : "pages"}`];
  return [file.filename, fileSize(file.bytes), ...pages].join(", ");
}

/**
 * A download of a stored file: a plain link to its published address, so it
 * works the moment the page is shown, without JavaScript, and saves the very
 * bytes staff stored. Its name, size and page count are shown beside it. No
 * file (staff removed it), no link.
 */
export function DocumentLink({
  label,
  name,
  file,
  variant = "secondary",
  className = "",
}: {
  /** Visible text, e.g. "Download PDF". */
  label: string;
  /**
   * Accessible name when several similar links share a page, e.g. "Download Form D". It starts with
   * `label`, so a person using speech input can say what they see (WCAG 2.5.3).
   */
  name?: string;
  file: PublishedDocument | undefined;
  variant?: ButtonVariant;
  className?: string;
}) {
  if (!file) return null;
  return (
    <span className={`inline-flex flex-col gap-1 ${className}`}>
      <a href={file.href} download={file.filename} className={buttonClass(variant)} aria-label={name}>
        <Download aria-hidden="true" className="size-4" />
        {label}
      </a>
      <span className="text-xs text-slate-600">{fileFacts(file)}</span>
    </span>
  );
}
