import type { TwoFactorEnrolment } from "@helixmap/common/account-api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";

export function useStartEnrolment() {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<TwoFactorEnrolment>(API_PATHS.account.twoFactorEnable, { method: "POST", body: { password } }),
  });
}
