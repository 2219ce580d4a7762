import { API_PATHS } from "@helixmap/common/api-paths";
import type { EditBase } from "@helixmap/common/edit-conflicts/edit-base";
import type { DocumentKey } from "@helixmap/common/pages/page-catalogue";
import type { PageDocument } from "@helixmap/common/pages/pages-api";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { usePageChanged } from "./page-changed";

/**
 * The whole document, saved as the page's draft against the version the edit
 * started from; visitors keep the live values until it is published.
 */
export async function savePageDraft({
  key,
  fields,
  base,
}: {
  key: DocumentKey;
  fields: Record<string, unknown>;
  base: EditBase;
}): Promise<PageDocument> {
  const { page } = await apiRequest<{ page: PageDocument }>(API_PATHS.page(key), {
    method: "PATCH",
    body: { fields, baseVersion: base.baseVersion, ...(base.overwrite ? { overwrite: true } : {}) },
  });
  return page;
}

export function useSavePageDraft() {
  const changed = usePageChanged();
  return useMutation({ mutationFn: savePageDraft, onSuccess: changed });
}
