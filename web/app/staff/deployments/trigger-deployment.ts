import type { Deployment, DeploymentResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { AUDIT_LOGS_QUERY_KEY } from "../audit/list-audit-logs";
import { DEPLOYMENTS_QUERY_KEY } from "./list-deployments";

/** `full` renders every page, not only those whose content changed since the live generation. */
export async function triggerDeployment(full = false): Promise<Deployment> {
  const { deployment } = await apiRequest<DeploymentResponse>(API_PATHS.deployments, {
    method: "POST",
    body: { full },
  });
  return deployment;
}

export function useTriggerDeployment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: triggerDeployment,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: DEPLOYMENTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: AUDIT_LOGS_QUERY_KEY });
    },
  });
}
