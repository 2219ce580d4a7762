import { API_PATHS } from "@helixmap/common/api-paths";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { useRefreshAccount } from "./refresh-account";

export function useEndSession() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (id: string) => apiRequest(API_PATHS.account.session(id), { method: "DELETE" }),
    onSuccess: refresh,
  });
}
