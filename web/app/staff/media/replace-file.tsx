import type { MediaAsset } from "@helixmap/common/media/media-api";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { errorMessage } from "../../api-client/api-request";
import { Button } from "../../ui/button";
import { Progress } from "../../ui/progress";
import { Message } from "../ui/message";
import { mediaDetailKey } from "./get-media";
import { replaceMediaFile, useRefreshAfterUpload } from "./upload-media";

type Replacing =
  | { state: "idle" }
  | { state: "sending"; name: string; sent: number; total: number }
  | { state: "done"; name: string }
  | { state: "failed"; name: string; message: string };

/** New bytes for the asset: its id and address stay, so every item and page using it shows the new file. */
export function ReplaceFile({ asset }: { asset: MediaAsset }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [replacing, setReplacing] = useState<Replacing>({ state: "idle" });
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterUpload();

  const replace = (file: File) => {
    setReplacing({ state: "sending", name: file.name, sent: 0, total: 0 });
    replaceMediaFile(asset.id, file, (sent, total) => setReplacing({ state: "sending", name: file.name, sent, total }))
      .then((replaced) => {
        queryClient.setQueryData(mediaDetailKey(asset.id), (old: { usedBy: unknown } | undefined) =>
          old ? { ...old, asset: replaced } : old,
        );
        refresh();
        setReplacing({ state: "done", name: file.name });
      })
      .catch((error: unknown) => setReplacing({ state: "failed", name: file.name, message: errorMessage(error) }));
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="space-y-2">
      <h4 id={`${inputId}-heading`} className="text-sm font-semibold text-slate-900">
        Replace the file
      </h4>
      <p className="text-xs text-slate-600">
        The asset keeps its address, alt text and uses; every item and page using it gets the new file.
      </p>
      <label htmlFor={inputId} className="sr-only">
        Replacement file for {asset.filename}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) replace(file);
        }}
      />
      <Button variant="secondary" disabled={replacing.state === "sending"} onClick={() => input.current?.click()}>
        Replace file...
      </Button>
      {replacing.state === "sending" && (
        <Progress
          label={`Uploading ${replacing.name}`}
          value={replacing.total > 0 ? replacing.sent : null}
          max={replacing.total > 0 ? replacing.total : undefined}
          unknownText="Indeterminate"
        />
      )}
      {replacing.state === "done" && <Message kind="success">Replaced with {replacing.name}.</Message>}
      {replacing.state === "failed" && (
        <Message kind="error">
          {replacing.name} did not replace the file: {replacing.message}
        </Message>
      )}
    </section>
  );
}
