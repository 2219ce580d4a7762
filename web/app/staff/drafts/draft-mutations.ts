import type { ContentItem, ContentItemResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { AUDIT_LOGS_QUERY_KEY } from "../audit/list-audit-logs";
import { contentItemQueryKey } from "../content/get-content";
import { CONTENT_QUERY_KEY } from "../content/list-content";
import { versionsQueryKey } from "../versions/list-versions";

async function post(path: string): Promise<ContentItem> {
  return (await apiRequest<ContentItemResponse>(path, { method: "POST" })).item;
}

/** Publish changes or Discard draft: either changes the item, its history, the list and the audit log. */
export function useDraftAction(action: "publish" | "discard") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      post(action === "publish" ? API_PATHS.publishContentChanges(id) : API_PATHS.discardContentDraft(id)),
    onSuccess: (item) => {
      queryClient.setQueryData(contentItemQueryKey(item.id), item);
      void queryClient.invalidateQueries({ queryKey: versionsQueryKey(item.id) });
      void queryClient.invalidateQueries({ queryKey: CONTENT_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: AUDIT_LOGS_QUERY_KEY });
    },
  });
}
