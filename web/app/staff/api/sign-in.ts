import type { MeResponse, Profile } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "./client";

export interface SignInInput {
  email: string;
  password: string;
}

export async function signIn(input: SignInInput): Promise<Profile> {
  const { user } = await apiRequest<MeResponse>(API_PATHS.auth.signIn, { method: "POST", body: input });
  // The navigation bar reads the display-name cookie the server just set.
  window.dispatchEvent(new Event("session-change"));
  return user;
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
