import { API_PATHS } from "@helixmap/common/api-paths";
import type { TrashListResponse } from "@helixmap/common/trash/trash-api";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";

export const TRASH_QUERY_KEY = ["trash"] as const;

export function listTrashPage(cursor: string | null): Promise<TrashListResponse> {
  return apiRequest<TrashListResponse>(API_PATHS.trashPage({ cursor }));
}

/** Deleted items, newest deletion first. */
export function useTrash() {
  return useInfiniteQuery({
    queryKey: TRASH_QUERY_KEY,
    queryFn: ({ pageParam }) => listTrashPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
