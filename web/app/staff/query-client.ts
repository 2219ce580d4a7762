import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError } from "../api-client/api-request";
import { ME_QUERY_KEY } from "./account/me";

/**
 * One client per staff screen. A call that finds the session gone re-reads
 * the session, so the access guard shows the login screen instead of a
 * half-working dashboard.
 */
export function createStaffQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onSessionLost(error) }),
    mutationCache: new MutationCache({ onError: (error) => onSessionLost(error) }),
    defaultOptions: {
      queries: {
        // Client errors will not heal by retrying; network and server errors may.
        retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  function onSessionLost(error: Error) {
    if (isApiError(error, "UNAUTHENTICATED")) void client.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }
  return client;
}
