import type { ContentListQuery, ContentListResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";

export const CONTENT_QUERY_KEY = ["content"] as const;

/** The content list's search and filters; an absent value means "any". */
export type ContentSelection = Pick<ContentListQuery, "q" | "type" | "visibility" | "state">;

/** One page of summaries; no cursor means the first page. */
export function listContentPage(selection: ContentSelection, cursor: string | null): Promise<ContentListResponse> {
  return apiRequest<ContentListResponse>(API_PATHS.contentPage({ ...selection, cursor }));
}

/**
 * The list grows page by page ("Load more"). Invalidating CONTENT_QUERY_KEY
 * after a change fetches every loaded page again from the first one, with
 * fresh cursors.
 */
export function useContentList(selection: ContentSelection = {}) {
  return useInfiniteQuery({
    queryKey: [...CONTENT_QUERY_KEY, selection],
    queryFn: ({ pageParam }) => listContentPage(selection, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
