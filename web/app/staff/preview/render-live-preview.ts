import { API_PATHS } from "@helixmap/common/api-paths";
import { LIVE_PREVIEW_DEBOUNCE_MS } from "@helixmap/common/constants";
import type { DocumentKey } from "@helixmap/common/pages/page-catalogue";
import type { ContentPreviewInput } from "@helixmap/common/preview-input";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { apiRequest } from "../../api-client/api-request";

/** What to render: an item's or a page's unsaved values, sent to the server's live preview. */
export type LivePreviewRequest =
  | { kind: "content"; values: ContentPreviewInput }
  | { kind: "page"; key: DocumentKey; fields: Record<string, unknown> };

export async function renderLivePreview(request: LivePreviewRequest): Promise<string> {
  const path = request.kind === "content" ? API_PATHS.livePreview.content : API_PATHS.livePreview.page(request.key);
  const body = request.kind === "content" ? request.values : { fields: request.fields };
  const { html } = await apiRequest<{ html: string }>(path, { method: "POST", body });
  return html;
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The rendered page for the values as they stand once typing pauses. The last rendering stays shown while
 * the next one is on its way, and while values the server refuses are being corrected.
 */
export function useLivePreview(request: LivePreviewRequest) {
  const key = JSON.stringify(request);
  const settled = useDebounced(key, LIVE_PREVIEW_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ["live-preview", settled],
    queryFn: () => renderLivePreview(JSON.parse(settled) as LivePreviewRequest),
    placeholderData: keepPreviousData,
    gcTime: 0,
    retry: false,
  });
  return { ...query, settling: settled !== key };
}
