import { API_PATHS } from "@helixmap/common/api-paths";
import type { MediaAsset, MediaAssetResponse, MediaVisibility } from "@helixmap/common/media/media-api";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { AUDIT_LOGS_QUERY_KEY } from "../audit/list-audit-logs";
import { MEDIA_QUERY_KEY } from "./list-media";
import { uploadFile } from "./upload-request";

type OnProgress = (sent: number, total: number) => void;

/** A new asset from one file (POST /api/media); the same bytes again answer the existing asset. */
export async function uploadMedia(
  file: File,
  onProgress: OnProgress,
  fields: { alt?: string; visibility?: MediaVisibility } = {},
): Promise<MediaAsset> {
  const { asset } = await uploadFile<MediaAssetResponse>(API_PATHS.media, file, { method: "POST", fields, onProgress });
  return asset;
}

/** New bytes for an existing asset (PUT /api/media/:id/file): its id, address and uses stay. */
export async function replaceMediaFile(id: string, file: File, onProgress: OnProgress): Promise<MediaAsset> {
  const { asset } = await uploadFile<MediaAssetResponse>(API_PATHS.mediaFile(id), file, { method: "PUT", onProgress });
  return asset;
}

/** Refreshes the library and the audit log after each upload that lands. */
export function useRefreshAfterUpload() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: MEDIA_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: AUDIT_LOGS_QUERY_KEY });
  }, [queryClient]);
}
