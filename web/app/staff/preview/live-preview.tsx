import type { ReactNode } from "react";
import { errorMessage } from "../../api-client/api-request";
import { Card } from "../../ui/card";
import { Message } from "../ui/message";
import { type LivePreviewRequest, useLivePreview } from "./render-live-preview";

/**
 * The page being edited as the public site will show it, rendered by the server from the unsaved values
 * (same renderer, same stylesheets as a deploy) into a sandboxed frame: no script runs in it, and it
 * cannot reach this page. Nothing is saved.
 */
export function LivePreview({ request, title }: { request: LivePreviewRequest; title: string }) {
  const preview = useLivePreview(request);
  const busy = preview.settling || preview.isFetching;
  let status: ReactNode = "Not saved: shows what you have typed.";
  if (busy) status = "Updating...";
  else if (preview.isError) status = null;
  return (
    <Card className="space-y-3 xl:sticky xl:top-4" aria-label="Live preview" role="region">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">Live preview</h3>
        <p className="text-xs text-slate-600" role="status" data-testid="live-preview-status">
          {status}
        </p>
      </div>
      {preview.isError && !busy && (
        <Message kind="error">
          The preview waits for a fix: {errorMessage(preview.error)}
          {fieldList(preview.error)}
        </Message>
      )}
      {/* A box of its own: the notice above comes and goes without touching the frame. */}
      <div>
        {preview.data !== undefined ? (
          <iframe
            title={`Preview of ${title}`}
            sandbox=""
            srcDoc={preview.data}
            className="h-[70vh] w-full rounded-md border border-slate-200 bg-white"
          />
        ) : (
          !preview.isError && <p className="text-sm text-slate-600">Rendering the preview...</p>
        )}
      </div>
    </Card>
  );
}

function fieldList(error: unknown): string {
  const fields = (error as { fields?: Record<string, string> }).fields ?? {};
  const named = Object.entries(fields).map(([name, message]) => `${name}: ${message}`);
  return named.length > 0 ? ` (${named.join("; ")})` : "";
}
