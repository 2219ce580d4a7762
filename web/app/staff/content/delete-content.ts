import { API_PATHS } from "@helixmap/common/api-paths";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { AUDIT_LOGS_QUERY_KEY } from "../audit/list-audit-logs";
import { TRASH_QUERY_KEY } from "../trash/list-trash";
import { CONTENT_QUERY_KEY } from "./list-content";

/** Delete moves the item to the Trash (administrators restore it from there). */
export async function deleteContent(id: string): Promise<void> {
  await apiRequest<void>(API_PATHS.contentItem(id), { method: "DELETE" });
}

export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContent,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CONTENT_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: AUDIT_LOGS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: TRASH_QUERY_KEY });
    },
  });
}
