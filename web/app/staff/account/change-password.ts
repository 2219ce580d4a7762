import { API_PATHS } from "@helixmap/common/api-paths";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { useRefreshAccount } from "./refresh-account";

export function useChangePassword() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      apiRequest(API_PATHS.account.password, { method: "POST", body }),
    onSuccess: refresh,
  });
}
