import type { Deployment, DeploymentsResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "./client";

export const DEPLOYMENTS_QUERY_KEY = ["deployments"] as const;

export async function listDeployments(): Promise<Deployment[]> {
  const { deployments } = await apiRequest<DeploymentsResponse>(API_PATHS.deployments);
  return deployments;
}

export function useDeployments() {
  return useQuery({ queryKey: DEPLOYMENTS_QUERY_KEY, queryFn: listDeployments });
}
