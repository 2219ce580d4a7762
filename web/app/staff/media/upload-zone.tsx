import { CheckCircle2, Upload, X } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { Button } from "../../ui/button";
import { Progress } from "../../ui/progress";
import type { UploadEntry } from "./upload-queue";

/**
 * Where files enter the library: dropped anywhere on the zone or chosen with
 * the picker, several at a time. `accept` narrows the picker's choice only;
 * the server decides from the bytes.
 */
export function UploadZone({
  onFiles,
  accept,
  multiple = true,
  label = "Drop files here",
}: {
  onFiles: (files: File[]) => void;
  accept?: string;
  multiple?: boolean;
  label?: string;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the drop target; the file picker inside is the keyboard path.
    <div
      data-testid="upload-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={`flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center ${over ? "border-accent-600 bg-accent-50" : "border-slate-300 bg-slate-50"}`}
    >
      <Upload aria-hidden="true" className="size-6 text-slate-500" />
      <p className="text-sm text-slate-700">
        {label}, or{" "}
        <Button variant="secondary" className="ml-1" onClick={() => input.current?.click()}>
          {multiple ? "Choose files" : "Choose a file"}
        </Button>
      </p>
      <p className="text-xs text-slate-500">Images (JPEG, PNG, WebP, AVIF, GIF) and PDF documents.</p>
      <label htmlFor={inputId} className="sr-only">
        Files to upload
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple={multiple}
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so choosing the same file again still reports a change.
          event.target.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}

/** Each file of the queue: its progress while it travels, then done or the server's reason. */
export function UploadList<A>({ entries, onDismiss }: { entries: UploadEntry<A>[]; onDismiss: (key: string) => void }) {
  if (entries.length === 0) return null;
  return (
    <ul aria-label="Uploads" className="space-y-2">
      {entries.map((entry) => (
        <li
          key={entry.key}
          data-testid="upload-entry"
          data-state={entry.state}
          className="rounded-md border border-slate-200 bg-white p-3"
        >
          <div className="flex items-center justify-between gap-3">
            <span className="min-w-0 truncate text-sm font-medium text-slate-900">{entry.file.name}</span>
            {entry.state === "done" && (
              <span className="flex items-center gap-1 text-sm text-green-800">
                <CheckCircle2 aria-hidden="true" className="size-4" />
                Uploaded
              </span>
            )}
            {entry.state !== "uploading" && (
              <button
                type="button"
                onClick={() => onDismiss(entry.key)}
                aria-label={`Dismiss ${entry.file.name}`}
                className="rounded p-1 text-slate-500 hover:bg-slate-100"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            )}
          </div>
          {entry.state === "uploading" && (
            <Progress
              className="mt-2"
              label={`Uploading ${entry.file.name}`}
              value={entry.total > 0 ? entry.sent : null}
              max={entry.total > 0 ? entry.total : undefined}
              unknownText="Indeterminate"
            />
          )}
          {entry.state === "failed" && (
            <p role="alert" className="mt-1 text-sm text-red-800">
              {entry.error?.includes(entry.file.name) ? entry.error : `${entry.file.name}: ${entry.error}`}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
