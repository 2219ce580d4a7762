import { Download, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { Button, type ButtonVariant } from "./button";

/**
 * A button that builds a file in the browser. The builder arrives with a
 * dynamic import, so it shows progress meanwhile and says so if it fails.
 */
export function DownloadButton({
  label,
  name,
  download,
  disabled = false,
  variant = "primary",
  className = "",
}: {
  /** Visible text, e.g. "Download PDF". */
  label: string;
  /**
   * Accessible name when several similar buttons share a page, e.g. "Download Form D". It starts with
   * `label`, so a person using speech input can say what they see (WCAG 2.5.3).
   */
  name?: string;
  download: () => Promise<void>;
  disabled?: boolean;
  variant?: ButtonVariant;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const run = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await download();
    } catch (error) {
      console.error(error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className={`inline-flex flex-col gap-1 ${className}`}>
      <Button variant={variant} onClick={run} aria-label={name} aria-busy={busy} disabled={disabled || busy}>
        {busy ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Download aria-hidden="true" className="size-4" />
        )}
        {label}
      </Button>
      {failed && (
        <span role="alert" className="text-sm text-red-700">
          The file could not be prepared. Please try again.
        </span>
      )}
    </span>
  );
}
