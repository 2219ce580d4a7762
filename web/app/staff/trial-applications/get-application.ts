import { API_PATHS } from "@helixmap/common/api-paths";
import type { ApplicationDetail, ApplicationResponse } from "@helixmap/common/trial-applications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { AUDIT_LOGS_QUERY_KEY } from "../audit/list-audit-logs";
import { APPLICATIONS_QUERY_KEY } from "./list-applications";

export async function getApplication(id: string): Promise<ApplicationDetail> {
  const { application } = await apiRequest<ApplicationResponse>(API_PATHS.trialApplication(id));
  return application;
}

/**
 * One read per opening: the server audits every view, and the health details
 * leave the cache as soon as the detail closes.
 */
export function useApplication(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...APPLICATIONS_QUERY_KEY, "detail", id],
    queryFn: async () => {
      const application = await getApplication(id);
      void queryClient.invalidateQueries({ queryKey: AUDIT_LOGS_QUERY_KEY });
      return application;
    },
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
