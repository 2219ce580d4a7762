import type { ContentSummary } from "@helixmap/common/api";
import { type ReactNode, useState } from "react";
import { PagedView } from "../ui/paged-view";
import { ContentFilters } from "./content-filters";
import { type ContentSelection, useContentList } from "./list-content";

/** The content summaries matching the search and filters, newest first, one page at a time. */
export function ContentList({ empty, children }: { empty: string; children: (item: ContentSummary) => ReactNode }) {
  const [selection, setSelection] = useState<ContentSelection>({});
  const content = useContentList(selection);
  const filtered = Object.values(selection).some((v) => v !== undefined);
  return (
    <>
      <ContentFilters selection={selection} counts={content.data?.pages[0]?.counts ?? null} onChange={setSelection} />
      <PagedView
        query={content}
        itemsOf={(page) => page.items}
        loadingLabel="Loading content"
        failureTitle="Content could not be loaded"
        moreFailureTitle="More content could not be loaded"
        empty={filtered ? "No content matches these filters." : empty}
      >
        {(items) => (
          <ul className="space-y-4">
            {items.map((item) => (
              <li key={item.id}>{children(item)}</li>
            ))}
          </ul>
        )}
      </PagedView>
    </>
  );
}
