import type { TwoFactorChallenge } from "@helixmap/common/account-api";
import type { MeResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";

export interface SignInInput {
  email: string;
  password: string;
}

/** Signed in, or a code is still needed (two-factor sign-in is on for this account). */
export type SignInResult = MeResponse | TwoFactorChallenge;

export function needsCode(result: SignInResult): result is TwoFactorChallenge {
  return "twoFactorRequired" in result;
}

function signedIn<T>(result: T): T {
  // The navigation bar reads the display-name cookie the server just set.
  window.dispatchEvent(new Event("session-change"));
  return result;
}

export async function signIn(input: SignInInput): Promise<SignInResult> {
  const result = await apiRequest<SignInResult>(API_PATHS.auth.signIn, { method: "POST", body: input });
  return needsCode(result) ? result : signedIn(result);
}

/** The second step: a code from the authenticator app, or a backup code. */
export async function verifySignInCode(code: string): Promise<MeResponse> {
  return signedIn(await apiRequest<MeResponse>(API_PATHS.auth.twoFactor, { method: "POST", body: { code } }));
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}

export function useVerifySignInCode() {
  return useMutation({ mutationFn: verifySignInCode });
}
