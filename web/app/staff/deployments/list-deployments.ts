import type { DeploymentsResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";

export const DEPLOYMENTS_QUERY_KEY = ["deployments"] as const;

/** The latest deployments, newest first, with the live generation and the auto-deploy switch. */
export function listDeployments(): Promise<DeploymentsResponse> {
  return apiRequest<DeploymentsResponse>(API_PATHS.deployments);
}

export function useDeployments() {
  return useQuery({ queryKey: DEPLOYMENTS_QUERY_KEY, queryFn: listDeployments });
}
