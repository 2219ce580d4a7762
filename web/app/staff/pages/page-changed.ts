import type { PageDocument } from "@helixmap/common/pages/pages-api";
import { useQueryClient } from "@tanstack/react-query";
import { AUDIT_LOGS_QUERY_KEY } from "../audit/list-audit-logs";
import { pageQueryKey } from "./get-page";
import { pageVersionsQueryKey } from "./list-page-versions";
import { PAGES_QUERY_KEY } from "./list-pages";

/**
 * What every change of a page answers with becomes the open form's page at
 * once; the list, the page's history and the audit log are read again.
 */
export function usePageChanged() {
  const queryClient = useQueryClient();
  return (page: PageDocument) => {
    queryClient.setQueryData(pageQueryKey(page.key), page);
    void queryClient.invalidateQueries({ queryKey: PAGES_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: pageVersionsQueryKey(page.key) });
    void queryClient.invalidateQueries({ queryKey: AUDIT_LOGS_QUERY_KEY });
  };
}
