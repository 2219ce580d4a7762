import { API_PATHS } from "@helixmap/common/api-paths";
import type { DocumentKey } from "@helixmap/common/pages/page-catalogue";
import type { PageVersion } from "@helixmap/common/pages/pages-api";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { pageVersionsQueryKey } from "./list-page-versions";

export async function getPageVersion(key: DocumentKey, number: number): Promise<PageVersion> {
  const { version } = await apiRequest<{ version: PageVersion }>(API_PATHS.pageVersion(key, number));
  return version;
}

/** A stored version never changes, so it is fetched once. */
export function usePageVersion(key: DocumentKey, number: number) {
  return useQuery({
    queryKey: [...pageVersionsQueryKey(key), number],
    queryFn: () => getPageVersion(key, number),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
