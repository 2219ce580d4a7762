import { API_PATHS } from "@helixmap/common/api-paths";
import type { DocumentKey } from "@helixmap/common/pages/page-catalogue";
import type { PageDocument } from "@helixmap/common/pages/pages-api";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { usePageChanged } from "./page-changed";

/** The draft becomes the live values (a new version); visitors see it after the next deploy. */
export async function publishPageChanges(key: DocumentKey): Promise<PageDocument> {
  const { page } = await apiRequest<{ page: PageDocument }>(API_PATHS.publishPageChanges(key), { method: "POST" });
  return page;
}

export function usePublishPageChanges() {
  const changed = usePageChanged();
  return useMutation({ mutationFn: publishPageChanges, onSuccess: changed });
}
