import { API_PATHS } from "@helixmap/common/api-paths";
import type { MediaAsset, MediaAssetResponse, MediaPatch } from "@helixmap/common/media/media-api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { AUDIT_LOGS_QUERY_KEY } from "../audit/list-audit-logs";
import { MEDIA_QUERY_KEY } from "./list-media";

export async function updateMedia({ id, change }: { id: string; change: MediaPatch }): Promise<MediaAsset> {
  const { asset } = await apiRequest<MediaAssetResponse>(API_PATHS.mediaAsset(id), { method: "PATCH", body: change });
  return asset;
}

/** Alt text, caption, focal point, decorative and visibility. */
export function useUpdateMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMedia,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MEDIA_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: AUDIT_LOGS_QUERY_KEY });
    },
  });
}
