import type { ContentItemResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { AUDIT_LOGS_QUERY_KEY } from "../audit/list-audit-logs";
import { CONTENT_QUERY_KEY } from "../content/list-content";
import { TRASH_QUERY_KEY } from "./list-trash";

function useTrashChange<Input>(run: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      for (const queryKey of [TRASH_QUERY_KEY, CONTENT_QUERY_KEY, AUDIT_LOGS_QUERY_KEY]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

/** Brings a deleted item back (off the site), under `slug` when given. */
export function useRestoreFromTrash() {
  return useTrashChange(({ id, slug }: { id: string; slug?: string }) =>
    apiRequest<ContentItemResponse>(API_PATHS.restoreFromTrash(id), {
      method: "POST",
      body: slug === undefined ? {} : { slug },
    }),
  );
}

export function useDeleteForGood() {
  return useTrashChange((id: string) => apiRequest<void>(API_PATHS.trashedItem(id), { method: "DELETE" }));
}
