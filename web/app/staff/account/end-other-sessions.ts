import { API_PATHS } from "@helixmap/common/api-paths";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { useRefreshAccount } from "./refresh-account";

export function useEndOtherSessions() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: () => apiRequest(API_PATHS.auth.signOut, { method: "POST", body: { scope: "others" } }),
    onSuccess: refresh,
  });
}
