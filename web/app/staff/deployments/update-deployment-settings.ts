import type { DeploymentSettings, DeploymentSettingsResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { AUDIT_LOGS_QUERY_KEY } from "../audit/list-audit-logs";
import { DEPLOYMENTS_QUERY_KEY } from "./list-deployments";

export async function updateDeploymentSettings(patch: { autoDeploy: boolean }): Promise<DeploymentSettings> {
  const { settings } = await apiRequest<DeploymentSettingsResponse>(API_PATHS.deploymentSettings, {
    method: "PATCH",
    body: patch,
  });
  return settings;
}

export function useUpdateDeploymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeploymentSettings,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: DEPLOYMENTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: AUDIT_LOGS_QUERY_KEY });
    },
  });
}
