import type { ContentItem, ContentItemResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";

/** Outside CONTENT_QUERY_KEY on purpose: saving refreshes the list, not the form being saved. */
export const contentItemQueryKey = (id: string) => ["content-item", id] as const;

export async function getContent(id: string): Promise<ContentItem> {
  const { item } = await apiRequest<ContentItemResponse>(API_PATHS.contentItem(id));
  return item;
}

/** The full item for the edit form. Nothing is kept once the form closes, so every Edit starts from the stored item. */
export function useContentItem(id: string) {
  return useQuery({ queryKey: contentItemQueryKey(id), queryFn: () => getContent(id), gcTime: 0 });
}
