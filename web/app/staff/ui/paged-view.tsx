import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { errorMessage } from "../../api-client/api-request";
import { Button } from "../../ui/button";
import { Spinner } from "../../ui/spinner";
import { ErrorNotice } from "./query-view";

/**
 * A list the server pages: loading, failure (with a retry), empty, the rows,
 * and "Load more" while another page follows. A failed "Load more" keeps the
 * rows already shown and offers its own retry.
 */
export function PagedView<Page, Item>({
  query,
  itemsOf,
  loadingLabel,
  failureTitle,
  moreFailureTitle,
  empty,
  children,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page>>;
  itemsOf: (page: Page) => Item[];
  loadingLabel: string;
  failureTitle: string;
  moreFailureTitle: string;
  empty: ReactNode;
  children: (items: Item[]) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="py-10">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (query.isError && !query.isFetchNextPageError) {
    return (
      <ErrorNotice title={failureTitle} message={errorMessage(query.error)}>
        <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? "Retrying..." : "Try again"}
        </Button>
      </ErrorNotice>
    );
  }
  const items = query.data.pages.flatMap(itemsOf);
  if (items.length === 0) return <p className="rounded-lg bg-slate-50 p-6 text-center text-slate-600">{empty}</p>;
  return (
    <>
      {children(items)}
      {query.isFetchNextPageError ? (
        <ErrorNotice title={moreFailureTitle} message={errorMessage(query.error)}>
          <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? "Retrying..." : "Try again"}
          </Button>
        </ErrorNotice>
      ) : (
        query.hasNextPage && (
          <div className="flex justify-center">
            <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? "Loading more..." : "Load more"}
            </Button>
          </div>
        )
      )}
    </>
  );
}
