import { API_PATHS } from "@helixmap/common/api-paths";
import type { MediaKind, MediaListResponse } from "@helixmap/common/media/media-api";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";

export const MEDIA_QUERY_KEY = ["media"] as const;

/** What the library searches for (name, alt text, a PDF's text) and which kind; absent means "any". */
export interface MediaSelection {
  search?: string;
  kind?: MediaKind;
}

export function listMediaPage(selection: MediaSelection, cursor: string | null): Promise<MediaListResponse> {
  return apiRequest<MediaListResponse>(API_PATHS.mediaPage({ ...selection, cursor }));
}

/** The library, newest first, page by page ("Load more"). */
export function useMediaList(selection: MediaSelection = {}) {
  return useInfiniteQuery({
    queryKey: [...MEDIA_QUERY_KEY, "list", selection],
    queryFn: ({ pageParam }) => listMediaPage(selection, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
