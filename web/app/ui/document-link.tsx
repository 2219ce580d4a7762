import { documentFacts } from "@helixmap/common/media/document-facts";
import type { PublishedMediaAsset } from "@helixmap/common/media/published-media";
import { Download } from "lucide-react";
import { type ButtonVariant, buttonClass } from "./button";

/**
 * A download of a stored file: a plain link to its published address, so it
 * works the moment the page is shown, without JavaScript, and saves the very
 * bytes staff stored. Its name, page count and size are shown beside it. No
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
  file: PublishedMediaAsset | undefined;
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
      <span className="text-xs break-all text-slate-600">
        {file.filename} ({documentFacts(file)})
      </span>
    </span>
  );
}
