import type { ContentVersionsResponse } from "@helixmap/common/api";
import { API_PATHS, withQuery } from "@helixmap/common/api-paths";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";

export const versionsQueryKey = (id: string) => ["content-versions", id] as const;

export function listVersionsPage(id: string, cursor: string | null): Promise<ContentVersionsResponse> {
  return apiRequest<ContentVersionsResponse>(withQuery(API_PATHS.contentVersions(id), { cursor }));
}

/** An item's history, newest version first, page by page. */
export function useVersions(id: string) {
  return useInfiniteQuery({
    queryKey: versionsQueryKey(id),
    queryFn: ({ pageParam }) => listVersionsPage(id, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
