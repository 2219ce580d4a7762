import { API_PATHS } from "@helixmap/common/api-paths";
import type { ReleasesResponse } from "@helixmap/common/releases/releases-api";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";

export const RELEASES_QUERY_KEY = ["releases"] as const;

/** Every release, newest first, with its members, status and the reasons of a failure. */
export function useReleases() {
  return useQuery({
    queryKey: RELEASES_QUERY_KEY,
    queryFn: () => apiRequest<ReleasesResponse>(API_PATHS.releases),
  });
}
