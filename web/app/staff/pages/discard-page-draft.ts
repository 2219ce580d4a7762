import { API_PATHS } from "@helixmap/common/api-paths";
import type { DocumentKey } from "@helixmap/common/pages/page-catalogue";
import type { PageDocument } from "@helixmap/common/pages/pages-api";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { usePageChanged } from "./page-changed";

/** The page goes back to its live values. */
export async function discardPageDraft(key: DocumentKey): Promise<PageDocument> {
  const { page } = await apiRequest<{ page: PageDocument }>(API_PATHS.discardPageDraft(key), { method: "POST" });
  return page;
}

export function useDiscardPageDraft() {
  const changed = usePageChanged();
  return useMutation({ mutationFn: discardPageDraft, onSuccess: changed });
}
