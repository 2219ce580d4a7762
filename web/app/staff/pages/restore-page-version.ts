import { API_PATHS } from "@helixmap/common/api-paths";
import type { DocumentKey } from "@helixmap/common/pages/page-catalogue";
import type { PageDocument } from "@helixmap/common/pages/pages-api";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { usePageChanged } from "./page-changed";

/** That version's values become the page's draft, to check, preview and publish like any other change. */
export async function restorePageVersion({ key, number }: { key: DocumentKey; number: number }): Promise<PageDocument> {
  const { page } = await apiRequest<{ page: PageDocument }>(API_PATHS.restorePageVersion(key, number), {
    method: "POST",
  });
  return page;
}

export function useRestorePageVersion() {
  const changed = usePageChanged();
  return useMutation({ mutationFn: restorePageVersion, onSuccess: changed });
}
