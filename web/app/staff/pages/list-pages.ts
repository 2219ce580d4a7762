import { API_PATHS } from "@helixmap/common/api-paths";
import type { PageSummary } from "@helixmap/common/pages/pages-api";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";

export const PAGES_QUERY_KEY = ["pages"] as const;

/** The fifteen public pages in the site's order, then the site settings. */
export async function listPages(): Promise<PageSummary[]> {
  const { pages } = await apiRequest<{ pages: PageSummary[] }>(API_PATHS.pages);
  return pages;
}

export function usePages() {
  return useQuery({ queryKey: PAGES_QUERY_KEY, queryFn: listPages });
}
