import type { ContentInput, ContentItem, ContentItemResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { AUDIT_LOGS_QUERY_KEY } from "../audit/list-audit-logs";
import { CONTENT_QUERY_KEY } from "./list-content";

export type ContentFields = Required<ContentInput>;

/** Creates an item when no id is given, otherwise replaces the item's fields. */
export async function saveContent({ id, fields }: { id?: string; fields: ContentFields }): Promise<ContentItem> {
  const { item } = id
    ? await apiRequest<ContentItemResponse>(API_PATHS.contentItem(id), { method: "PATCH", body: fields })
    : await apiRequest<ContentItemResponse>(API_PATHS.content, { method: "POST", body: fields });
  return item;
}

export function useSaveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContent,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CONTENT_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: AUDIT_LOGS_QUERY_KEY });
    },
  });
}
