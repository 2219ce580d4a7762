import { API_PATHS } from "@helixmap/common/api-paths";
import type { ApplicationListResponse } from "@helixmap/common/trial-applications";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";

export const APPLICATIONS_QUERY_KEY = ["trial-applications"] as const;

export interface ApplicationListParams {
  page: number;
  q: string;
}

export function listApplications(params: ApplicationListParams): Promise<ApplicationListResponse> {
  return apiRequest<ApplicationListResponse>(API_PATHS.trialApplicationsPage(params));
}

export function useApplications(params: ApplicationListParams) {
  return useQuery({
    queryKey: [...APPLICATIONS_QUERY_KEY, "list", params],
    queryFn: () => listApplications(params),
    placeholderData: keepPreviousData,
  });
}
