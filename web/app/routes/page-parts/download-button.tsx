import type { DownloadDocument, DownloadFormat } from "../../downloads/document";
import type { ButtonVariant } from "../../ui/button";
import { DownloadButton } from "../../ui/download-button";

interface DocumentDownloadButtonProps {
  label: string;
  name?: string;
  format: DownloadFormat;
  /** Builds the document on click; page builders are imported here so they stay out of the first load. */
  load: () => Promise<DownloadDocument>;
  disabled?: boolean;
  variant?: ButtonVariant;
  className?: string;
}

/** A page's download: its document described once, written as PDF or text. */
export function DocumentDownloadButton({ format, load, variant = "secondary", ...rest }: DocumentDownloadButtonProps) {
  const download = async () => {
    const [doc, { saveDocument }] = await Promise.all([load(), import("../../downloads/document")]);
    await saveDocument(doc, format);
  };
  return <DownloadButton {...rest} variant={variant} download={download} />;
}
