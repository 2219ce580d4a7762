import { API_PATHS } from "@helixmap/common/api-paths";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { AUDIT_LOGS_QUERY_KEY } from "../audit/list-audit-logs";
import { APPLICATIONS_QUERY_KEY } from "./list-applications";

export async function deleteApplication(id: string): Promise<void> {
  await apiRequest<void>(API_PATHS.trialApplication(id), { method: "DELETE" });
}

export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApplication,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...APPLICATIONS_QUERY_KEY, "list"] });
      void queryClient.invalidateQueries({ queryKey: AUDIT_LOGS_QUERY_KEY });
    },
  });
}
