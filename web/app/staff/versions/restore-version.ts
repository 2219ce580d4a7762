import type { ContentItem, ContentItemResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { AUDIT_LOGS_QUERY_KEY } from "../audit/list-audit-logs";
import { contentItemQueryKey } from "../content/get-content";
import { CONTENT_QUERY_KEY } from "../content/list-content";
import { versionsQueryKey } from "./list-versions";

export async function restoreVersion({ id, number }: { id: string; number: number }): Promise<ContentItem> {
  const { item } = await apiRequest<ContentItemResponse>(API_PATHS.restoreContentVersion(id, number), {
    method: "POST",
  });
  return item;
}

/** Restoring changes the item, its history, the list and the audit log. */
export function useRestoreVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreVersion,
    onSuccess: (item) => {
      queryClient.setQueryData(contentItemQueryKey(item.id), item);
      void queryClient.invalidateQueries({ queryKey: versionsQueryKey(item.id) });
      void queryClient.invalidateQueries({ queryKey: CONTENT_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: AUDIT_LOGS_QUERY_KEY });
    },
  });
}
