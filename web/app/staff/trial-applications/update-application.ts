import { API_PATHS } from "@helixmap/common/api-paths";
import type { ApplicationStatus } from "@helixmap/common/trial-application-terms";
import type { ApplicationDetail, ApplicationResponse } from "@helixmap/common/trial-applications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { AUDIT_LOGS_QUERY_KEY } from "../audit/list-audit-logs";
import { APPLICATIONS_QUERY_KEY } from "./list-applications";

export interface ApplicationChange {
  id: string;
  status?: ApplicationStatus;
  note?: string;
}

export async function updateApplication({ id, ...change }: ApplicationChange): Promise<ApplicationDetail> {
  const { application } = await apiRequest<ApplicationResponse>(API_PATHS.trialApplication(id), {
    method: "PATCH",
    body: change,
  });
  return application;
}

export function useUpdateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplication,
    onSuccess: (application) => {
      queryClient.setQueryData([...APPLICATIONS_QUERY_KEY, "detail", application.id], application);
      void queryClient.invalidateQueries({ queryKey: [...APPLICATIONS_QUERY_KEY, "list"] });
      void queryClient.invalidateQueries({ queryKey: AUDIT_LOGS_QUERY_KEY });
    },
  });
}
