import { API_PATHS } from "@helixmap/common/api-paths";
import type { DocumentKey } from "@helixmap/common/pages/page-catalogue";
import type { PageVersionSummary } from "@helixmap/common/pages/pages-api";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";

export const pageVersionsQueryKey = (key: DocumentKey) => ["page-versions", key] as const;

/** Every published version of a page, newest first. */
export async function listPageVersions(key: DocumentKey): Promise<PageVersionSummary[]> {
  const { versions } = await apiRequest<{ versions: PageVersionSummary[] }>(API_PATHS.pageVersions(key));
  return versions;
}

export function usePageVersions(key: DocumentKey) {
  return useQuery({ queryKey: pageVersionsQueryKey(key), queryFn: () => listPageVersions(key) });
}
