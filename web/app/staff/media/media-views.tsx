import type { MediaAsset } from "@helixmap/common/media/media-api";
import { FileText } from "lucide-react";
import { Badge } from "../../ui/badge";
import { VISIBILITY_LABELS, VISIBILITY_TONES } from "../content/content-labels";
import { DataTable } from "../ui/data-table";
import { altOrMissing, describeAsset, MEDIA_KIND_LABELS } from "./media-labels";

export type MediaLayout = "grid" | "list";

/** A small picture of the asset: the image itself or a PDF's first page; the list around it names it. */
export function MediaThumbnail({ asset, className = "" }: { asset: MediaAsset; className?: string }) {
  return (
    <span className={`flex items-center justify-center overflow-hidden bg-slate-100 ${className}`}>
      {asset.thumbnailUrl ? (
        <img src={asset.thumbnailUrl} alt="" loading="lazy" className="h-full w-full object-contain" />
      ) : (
        <FileText aria-hidden="true" className="size-8 text-slate-400" />
      )}
    </span>
  );
}

/**
 * The assets as thumbnails (grid) or rows (list). `actionLabel` names what a
 * click does ("Open", "Choose"), so the same views serve the library and the picker.
 */
export function MediaViews({
  assets,
  layout,
  selectedId,
  actionLabel,
  onSelect,
}: {
  assets: MediaAsset[];
  layout: MediaLayout;
  selectedId?: string;
  actionLabel: string;
  onSelect: (asset: MediaAsset) => void;
}) {
  if (layout === "list") {
    return (
      <DataTable
        rows={assets}
        rowTestId="media-row"
        columns={[
          {
            header: "Preview",
            cell: (asset) => <MediaThumbnail asset={asset} className="size-12 rounded" />,
          },
          {
            header: "Name",
            className: "break-all",
            cell: (asset) => (
              <button
                type="button"
                aria-pressed={asset.id === selectedId}
                aria-label={`${actionLabel} ${asset.filename}`}
                onClick={() => onSelect(asset)}
                className="text-left font-medium text-accent-800 underline"
              >
                {asset.filename}
              </button>
            ),
          },
          { header: "Kind", cell: (asset) => MEDIA_KIND_LABELS[asset.kind] },
          { header: "Details", cell: (asset) => describeAsset(asset) },
          { header: "Alt text", cell: (asset) => altOrMissing(asset) },
          {
            header: "Visibility",
            cell: (asset) => (
              <Badge tone={VISIBILITY_TONES[asset.visibility]}>{VISIBILITY_LABELS[asset.visibility]}</Badge>
            ),
          },
        ]}
      />
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {assets.map((asset) => (
        <li
          key={asset.id}
          data-testid="media-card"
          className={`overflow-hidden rounded-lg border bg-white hover:border-accent-600 ${asset.id === selectedId ? "border-accent-700 ring-2 ring-accent-600" : "border-slate-200"}`}
        >
          {/* The button holds the picture and the name only, so its name says what it shows. */}
          <button
            type="button"
            aria-pressed={asset.id === selectedId}
            aria-label={`${actionLabel} ${asset.filename}`}
            onClick={() => onSelect(asset)}
            className="flex w-full flex-col text-left"
          >
            <MediaThumbnail asset={asset} className="aspect-[4/3] w-full" />
            <span className="block truncate px-2 pt-2 text-sm font-medium text-slate-900">{asset.filename}</span>
          </button>
          <div className="space-y-1 px-2 pb-2">
            <p className="text-xs text-slate-600">{describeAsset(asset)}</p>
            <Badge tone={VISIBILITY_TONES[asset.visibility]}>{VISIBILITY_LABELS[asset.visibility]}</Badge>
          </div>
        </li>
      ))}
    </ul>
  );
}
