import { API_PATHS } from "@helixmap/common/api-paths";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";

export interface RegisterInput {
  fullName: string;
  email: string;
  password: string;
}

export async function register(input: RegisterInput): Promise<void> {
  await apiRequest<{ ok: true }>(API_PATHS.auth.register, { method: "POST", body: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
