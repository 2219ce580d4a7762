import { Download } from "lucide-react";
import { useState } from "react";
import type { DownloadDocument, DownloadFormat } from "../../downloads/document";
import { Button, type ButtonVariant } from "../../ui/button";

interface DownloadButtonProps {
  /** Visible text, e.g. "Download PDF". */
  label: string;
  /** Accessible name when several similar buttons share a page, e.g. "Download Form D". */
  name?: string;
  format: DownloadFormat;
  /** Builds the document on click; page builders are imported here so they stay out of the first load. */
  load: () => Promise<DownloadDocument>;
  disabled?: boolean;
  variant?: ButtonVariant;
  className?: string;
}

export function DownloadButton({
  label,
  name,
  format,
  load,
  disabled,
  variant = "secondary",
  className,
}: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const onClick = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const [doc, { saveDocument }] = await Promise.all([load(), import("../../downloads/document")]);
      await saveDocument(doc, format);
    } catch (error) {
      console.error(error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button
        variant={variant}
        className={className}
        aria-label={name}
        disabled={disabled || busy}
        aria-busy={busy}
        onClick={onClick}
      >
        <Download aria-hidden="true" className="size-4" />
        {label}
      </Button>
      {failed && (
        <span role="alert" className="text-xs text-red-700">
          The download could not be prepared. Please try again.
        </span>
      )}
    </span>
  );
}
