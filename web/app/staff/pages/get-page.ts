import { API_PATHS } from "@helixmap/common/api-paths";
import type { DocumentKey } from "@helixmap/common/pages/page-catalogue";
import type { PageDocument } from "@helixmap/common/pages/pages-api";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";

/** Outside PAGES_QUERY_KEY on purpose: saving refreshes the list, not the form being saved. */
export const pageQueryKey = (key: DocumentKey) => ["page", key] as const;

export async function getPage(key: DocumentKey): Promise<PageDocument> {
  const { page } = await apiRequest<{ page: PageDocument }>(API_PATHS.page(key));
  return page;
}

/** The whole document for its form. Nothing is kept once the form closes, so every opening starts from the stored page. */
export function usePage(key: DocumentKey) {
  return useQuery({ queryKey: pageQueryKey(key), queryFn: () => getPage(key), gcTime: 0 });
}
