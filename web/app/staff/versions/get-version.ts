import type { ContentVersion, ContentVersionResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { versionsQueryKey } from "./list-versions";

export async function getVersion(id: string, number: number): Promise<ContentVersion> {
  const { version } = await apiRequest<ContentVersionResponse>(API_PATHS.contentVersion(id, number));
  return version;
}

/** A stored version never changes, so it is fetched once. */
export function useVersion(id: string, number: number) {
  return useQuery({
    queryKey: [...versionsQueryKey(id), number],
    queryFn: () => getVersion(id, number),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
