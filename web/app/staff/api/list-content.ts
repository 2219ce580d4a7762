import type { ContentItem, ContentListResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "./client";

export const CONTENT_QUERY_KEY = ["content"] as const;

export async function listContent(): Promise<ContentItem[]> {
  const { items } = await apiRequest<ContentListResponse>(API_PATHS.content);
  return items;
}

export function useContentList() {
  return useQuery({ queryKey: CONTENT_QUERY_KEY, queryFn: listContent });
}
