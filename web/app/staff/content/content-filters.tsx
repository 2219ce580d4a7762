import { CONTENT_STATES, CONTENT_TYPES, type ContentCounts, VISIBILITIES } from "@helixmap/common/api";
import { type Choice, FilterBar, FilterSelect, SearchBox } from "../ui/list-filters";
import { CONTENT_STATE_LABELS, CONTENT_TYPE_LABELS, VISIBILITY_LABELS } from "./content-labels";
import type { ContentSelection } from "./list-content";

/** "Research (3)": each choice with how many items it would show, once the first page has told. */
function choices<V extends string>(
  values: readonly V[],
  labels: Record<V, string>,
  counts: Record<V, number> | undefined,
): Choice<V>[] {
  return values.map((value) => ({
    value,
    label: counts ? `${labels[value]} (${counts[value]})` : labels[value],
  }));
}

/** Search over title, slug and body, and one filter each for type, visibility and state, with counts. */
export function ContentFilters({
  selection,
  counts,
  onChange,
}: {
  selection: ContentSelection;
  counts: ContentCounts | null;
  onChange: (selection: ContentSelection) => void;
}) {
  const set = (change: ContentSelection) => onChange({ ...selection, ...change });
  return (
    <FilterBar label="Find content">
      <SearchBox label="Title, slug or text" value={selection.q ?? ""} onSearch={(q) => set({ q: q || undefined })} />
      <FilterSelect
        label="Type"
        value={selection.type}
        choices={choices(CONTENT_TYPES, CONTENT_TYPE_LABELS, counts?.type)}
        onChange={(type) => set({ type })}
      />
      <FilterSelect
        label="Visibility"
        value={selection.visibility}
        choices={choices(VISIBILITIES, VISIBILITY_LABELS, counts?.visibility)}
        onChange={(visibility) => set({ visibility })}
      />
      <FilterSelect
        label="State"
        value={selection.state}
        choices={choices(CONTENT_STATES, CONTENT_STATE_LABELS, counts?.state)}
        onChange={(state) => set({ state })}
      />
      {counts && (
        <p className="w-full text-sm text-slate-600" aria-live="polite" data-testid="content-count">
          {counts.total === 1 ? "1 item" : `${counts.total} items`}
        </p>
      )}
    </FilterBar>
  );
}
