import { useQueryClient } from "@tanstack/react-query";
import { SESSIONS_QUERY_KEY } from "./list-sessions";
import { ME_QUERY_KEY } from "./me";

/** Re-reads what a change affects: the session list and the person's own status. */
export function useRefreshAccount() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  };
}
