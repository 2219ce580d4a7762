import { API_PATHS } from "@helixmap/common/api-paths";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { useRefreshAccount } from "./refresh-account";

export function useDisableTwoFactor() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest(API_PATHS.account.twoFactorDisable, { method: "POST", body: { password } }),
    onSuccess: refresh,
  });
}
