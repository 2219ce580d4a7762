import { API_PATHS } from "@helixmap/common/api-paths";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { AUDIT_LOGS_QUERY_KEY } from "../audit/list-audit-logs";
import { MEDIA_QUERY_KEY } from "./list-media";

export async function deleteMedia(id: string): Promise<void> {
  await apiRequest<void>(API_PATHS.mediaAsset(id), { method: "DELETE" });
}

/** The server refuses (409) while any item or page refers to the asset, naming them. */
export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedia,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MEDIA_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: AUDIT_LOGS_QUERY_KEY });
    },
  });
}
