import type { Deployment, DeploymentResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { AUDIT_LOGS_QUERY_KEY } from "../audit/list-audit-logs";
import { DEPLOYMENTS_QUERY_KEY } from "./list-deployments";

/** Makes an earlier successful deployment's generation live again. */
export async function rollBackDeployment(id: string): Promise<Deployment> {
  const { deployment } = await apiRequest<DeploymentResponse>(API_PATHS.deploymentRollback(id), {
    method: "POST",
    body: {},
  });
  return deployment;
}

export function useRollBackDeployment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rollBackDeployment,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: DEPLOYMENTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: AUDIT_LOGS_QUERY_KEY });
    },
  });
}
