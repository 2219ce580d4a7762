import { API_PATHS } from "@helixmap/common/api-paths";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { useRefreshAccount } from "./refresh-account";

export function useConfirmEnrolment() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (code: string) => apiRequest(API_PATHS.account.twoFactorConfirm, { method: "POST", body: { code } }),
    onSuccess: refresh,
  });
}
