import { API_PATHS } from "@helixmap/common/api-paths";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";

export async function resendConfirmation(email: string): Promise<void> {
  await apiRequest<unknown>(API_PATHS.auth.resendConfirmation, { method: "POST", body: { email } });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
