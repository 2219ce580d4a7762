import { API_PATHS } from "@helixmap/common/api-paths";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";

export interface ResetPasswordInput {
  token: string;
  newPassword: string;
}

export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await apiRequest<unknown>(API_PATHS.auth.resetPassword, { method: "POST", body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
