import { API_PATHS } from "@helixmap/common/api-paths";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";

export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest<unknown>(API_PATHS.auth.forgotPassword, { method: "POST", body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
