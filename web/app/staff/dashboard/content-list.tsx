import type { ContentSummary } from "@helixmap/common/api";
import type { ReactNode } from "react";
import { Button } from "../../ui/button";
import { Spinner } from "../../ui/spinner";
import { errorMessage } from "../api/client";
import { useContentList } from "../api/list-content";
import { ErrorNotice } from "../ui/query-view";

/**
 * The content summaries, newest first, one page at a time. A failed "Load
 * more" keeps the items already shown and offers its own retry, which is why
 * this is not a QueryView.
 */
export function ContentList({ empty, children }: { empty: string; children: (item: ContentSummary) => ReactNode }) {
  const content = useContentList();
  if (content.isPending) {
    return (
      <div className="py-10">
        <Spinner label="Loading content" />
      </div>
    );
  }
  if (content.isError && !content.isFetchNextPageError) {
    return (
      <ErrorNotice title="Content could not be loaded" message={errorMessage(content.error)}>
        <Button variant="secondary" onClick={() => void content.refetch()} disabled={content.isFetching}>
          {content.isFetching ? "Retrying..." : "Try again"}
        </Button>
      </ErrorNotice>
    );
  }
  const items = content.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className="rounded-lg bg-slate-50 p-6 text-center text-slate-600">{empty}</p>;
  return (
    <>
      <ul className="space-y-4">
        {items.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ul>
      {content.isFetchNextPageError ? (
        <ErrorNotice title="More content could not be loaded" message={errorMessage(content.error)}>
          <Button
            variant="secondary"
            onClick={() => void content.fetchNextPage()}
            disabled={content.isFetchingNextPage}
          >
            {content.isFetchingNextPage ? "Retrying..." : "Try again"}
          </Button>
        </ErrorNotice>
      ) : (
        content.hasNextPage && (
          <div className="flex justify-center">
            <Button
              variant="secondary"
              onClick={() => void content.fetchNextPage()}
              disabled={content.isFetchingNextPage}
            >
              {content.isFetchingNextPage ? "Loading more..." : "Load more"}
            </Button>
          </div>
        )
      )}
    </>
  );
}
