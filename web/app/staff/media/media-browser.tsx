import { MEDIA_KINDS, type MediaAsset, type MediaKind } from "@helixmap/common/media/media-api";
import { LayoutGrid, List } from "lucide-react";
import { useState } from "react";
import { FilterBar, FilterSelect, SearchBox } from "../ui/list-filters";
import { PagedView } from "../ui/paged-view";
import { type MediaSelection, useMediaList } from "./list-media";
import { MEDIA_KIND_LABELS } from "./media-labels";
import { type MediaLayout, MediaViews } from "./media-views";

const KIND_CHOICES = MEDIA_KINDS.map((kind) => ({ value: kind, label: MEDIA_KIND_LABELS[kind] }));

/**
 * Search, kind filter, grid or list, and paging over the library. With
 * `kind` given (a picker for one kind of field) the kind filter is fixed.
 */
export function MediaBrowser({
  kind,
  actionLabel,
  selectedId,
  onSelect,
  empty,
}: {
  kind?: MediaKind;
  actionLabel: string;
  selectedId?: string;
  onSelect: (asset: MediaAsset) => void;
  empty: string;
}) {
  const [selection, setSelection] = useState<MediaSelection>({});
  const [layout, setLayout] = useState<MediaLayout>("grid");
  const query = useMediaList({ ...selection, kind: kind ?? selection.kind });
  const filtered = selection.search !== undefined || selection.kind !== undefined;
  return (
    <div className="space-y-4">
      <FilterBar label="Find media">
        <SearchBox
          label="Name, alt text or PDF text"
          value={selection.search ?? ""}
          onSearch={(search) => setSelection((s) => ({ ...s, search: search || undefined }))}
        />
        {!kind && (
          <FilterSelect
            label="Kind"
            value={selection.kind}
            choices={KIND_CHOICES}
            onChange={(value) => setSelection((s) => ({ ...s, kind: value }))}
          />
        )}
        <fieldset className="flex items-end gap-1">
          <legend className="sr-only">Show as</legend>
          <LayoutButton label="Grid" current={layout} value="grid" onChange={setLayout} />
          <LayoutButton label="List" current={layout} value="list" onChange={setLayout} />
        </fieldset>
      </FilterBar>
      <PagedView
        query={query}
        itemsOf={(page) => page.assets}
        loadingLabel="Loading media"
        failureTitle="The media library could not be loaded"
        moreFailureTitle="More media could not be loaded"
        empty={filtered ? "No media match this search." : empty}
      >
        {(assets) => (
          <MediaViews
            assets={assets}
            layout={layout}
            selectedId={selectedId}
            actionLabel={actionLabel}
            onSelect={onSelect}
          />
        )}
      </PagedView>
    </div>
  );
}

function LayoutButton({
  label,
  value,
  current,
  onChange,
}: {
  label: string;
  value: MediaLayout;
  current: MediaLayout;
  onChange: (layout: MediaLayout) => void;
}) {
  const Icon = value === "grid" ? LayoutGrid : List;
  return (
    <button
      type="button"
      aria-pressed={current === value}
      onClick={() => onChange(value)}
      className={`inline-flex items-center gap-1 rounded-md border px-3 py-2 text-sm font-medium ${current === value ? "border-accent-700 bg-accent-50 text-accent-800" : "border-slate-300 bg-white text-slate-700"}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
