import type { MeResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { ME_QUERY_KEY } from "./me";

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
