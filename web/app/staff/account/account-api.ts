import type { AccountSessionsResponse, TwoFactorEnrolment } from "@helixmap/common/account-api";
import type { MeResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { ME_QUERY_KEY } from "./me";

export const SESSIONS_QUERY_KEY = ["account", "sessions"] as const;

export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: async () => (await apiRequest<AccountSessionsResponse>(API_PATHS.account.sessions)).sessions,
  });
}

/** Re-reads what a change affects: the session list and the person's own status. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  };
}

export function useEndSession() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiRequest(API_PATHS.account.session(id), { method: "DELETE" }),
    onSuccess: refresh,
  });
}

export function useEndOtherSessions() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => apiRequest(API_PATHS.auth.signOut, { method: "POST", body: { scope: "others" } }),
    onSuccess: refresh,
  });
}

export function useChangePassword() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      apiRequest(API_PATHS.account.password, { method: "POST", body }),
    onSuccess: refresh,
  });
}

export function useChangeName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fullName: string) => apiRequest<MeResponse>(API_PATHS.me, { method: "PATCH", body: { fullName } }),
    onSuccess: (me) => {
      queryClient.setQueryData(ME_QUERY_KEY, me);
      // The navigation bar shows the name from its cookie, which the server just renewed.
      window.dispatchEvent(new Event("session-change"));
    },
  });
}

export function useStartEnrolment() {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<TwoFactorEnrolment>(API_PATHS.account.twoFactorEnable, { method: "POST", body: { password } }),
  });
}

export function useConfirmEnrolment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (code: string) => apiRequest(API_PATHS.account.twoFactorConfirm, { method: "POST", body: { code } }),
    onSuccess: refresh,
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest(API_PATHS.account.twoFactorDisable, { method: "POST", body: { password } }),
    onSuccess: refresh,
  });
}
