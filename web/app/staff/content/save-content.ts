import type { ContentInput, ContentItem, ContentItemResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import type { EditBase } from "@helixmap/common/edit-conflicts/edit-base";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { AUDIT_LOGS_QUERY_KEY } from "../audit/list-audit-logs";
import { CONTENT_QUERY_KEY } from "./list-content";

export type ContentFields = Required<ContentInput>;

/**
 * Creates an item when no id is given, otherwise replaces the item's fields,
 * against the version the edit started from (`base`; the staff area always sends it).
 */
export async function saveContent({
  id,
  fields,
  base,
}: {
  id?: string;
  fields: ContentFields;
  base?: EditBase;
}): Promise<ContentItem> {
  const against = base?.baseVersion
    ? { baseVersion: base.baseVersion, ...(base.overwrite ? { overwrite: true } : {}) }
    : {};
  const { item } = id
    ? await apiRequest<ContentItemResponse>(API_PATHS.contentItem(id), {
        method: "PATCH",
        body: { ...fields, ...against },
      })
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
