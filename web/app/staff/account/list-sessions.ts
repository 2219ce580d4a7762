import type { AccountSessionsResponse } from "@helixmap/common/account-api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";

export const SESSIONS_QUERY_KEY = ["account", "sessions"] as const;

export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: async () => (await apiRequest<AccountSessionsResponse>(API_PATHS.account.sessions)).sessions,
  });
}
