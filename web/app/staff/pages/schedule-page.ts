import { API_PATHS } from "@helixmap/common/api-paths";
import type { DocumentKey } from "@helixmap/common/pages/page-catalogue";
import type { PageDocument } from "@helixmap/common/pages/pages-api";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../api-client/api-request";
import { usePageChanged } from "./page-changed";

/** When the scheduler publishes the page's draft (a UTC instant), or null to cancel. */
export async function schedulePage({
  key,
  publishAt,
}: {
  key: DocumentKey;
  publishAt: string | null;
}): Promise<PageDocument> {
  const { page } = await apiRequest<{ page: PageDocument }>(API_PATHS.schedulePage(key), {
    method: "POST",
    body: { publishAt },
  });
  return page;
}

export function useSchedulePage() {
  const changed = usePageChanged();
  return useMutation({ mutationFn: schedulePage, onSuccess: changed });
}
