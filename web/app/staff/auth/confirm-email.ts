import { API_PATHS } from "@helixmap/common/api-paths";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";

export async function confirmEmail(token: string): Promise<void> {
  await apiRequest<unknown>(API_PATHS.auth.confirm, { method: "POST", body: { token } });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
