import { API_PATHS } from "@helixmap/common/api-paths";
import type { MediaAssetDetailResponse } from "@helixmap/common/media/media-api";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { MEDIA_QUERY_KEY } from "./list-media";

export const mediaDetailKey = (id: string) => [...MEDIA_QUERY_KEY, "detail", id] as const;

/** One asset with every item and page that refers to it. */
export function useMediaAsset(id: string) {
  return useQuery({
    queryKey: mediaDetailKey(id),
    queryFn: () => apiRequest<MediaAssetDetailResponse>(API_PATHS.mediaAsset(id)),
  });
}
