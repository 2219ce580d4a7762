import type { ContentSummary } from "@helixmap/common/api";
import { STAFF_PAGE_PATHS } from "@helixmap/common/api-paths";
import { DELETE_CONTENT_CONFIRMATION } from "@helixmap/common/errors";
import { Eye, Pencil, Trash2 } from "lucide-react";
import { Badge } from "../../ui/badge";
import { Button, buttonClass } from "../../ui/button";
import { Card } from "../../ui/card";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { formatDate, formatDateTime } from "../ui/format";
import {
  CONTENT_STATE_LABELS,
  CONTENT_TYPE_LABELS,
  SCHEDULE_FAILED_LABEL,
  VISIBILITY_LABELS,
  VISIBILITY_TONES,
} from "./content-labels";

/** The preview with an ellipsis when the body goes on (lengths in code points, as the server counts them). */
function previewText(item: ContentSummary): string {
  return [...item.preview].length < item.contentLength ? `${item.preview}…` : item.preview;
}

/** One content item. The preview is plain text: markup in content is shown, never run. */
export function ContentItemCard({
  item,
  onEdit,
  onDelete,
  deleting,
}: {
  item: ContentSummary;
  onEdit?: () => void;
  onDelete?: () => void;
  deleting?: boolean;
}) {
  return (
    <Card className="p-5" data-testid="content-item">
      <article aria-labelledby={`content-${item.id}-title`}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={`content-${item.id}-title`} className="text-lg font-semibold break-words text-slate-900">
              {item.title}
            </h3>
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <Badge tone={item.published ? "green" : "yellow"}>{item.published ? "Published" : "Draft"}</Badge>
              {item.hasDraft && <Badge tone="accent">{CONTENT_STATE_LABELS.changes}</Badge>}
              {item.scheduleProblem && <Badge tone="red">{SCHEDULE_FAILED_LABEL}</Badge>}
              {item.publishAt && (
                <Badge tone="blue">
                  {CONTENT_STATE_LABELS.scheduled}: publish{" "}
                  <time dateTime={item.publishAt}>{formatDateTime(item.publishAt)}</time>
                </Badge>
              )}
              {item.unpublishAt && (
                <Badge tone="blue">
                  {CONTENT_STATE_LABELS.scheduled}: unpublish{" "}
                  <time dateTime={item.unpublishAt}>{formatDateTime(item.unpublishAt)}</time>
                </Badge>
              )}
              <Badge tone={VISIBILITY_TONES[item.visibility]}>{VISIBILITY_LABELS[item.visibility]}</Badge>
              <span>Type: {CONTENT_TYPE_LABELS[item.contentType]}</span>
              <span aria-hidden="true">·</span>
              <span>
                Updated <time dateTime={item.updatedAt}>{formatDate(item.updatedAt)}</time>
              </span>
            </div>
          </div>
          {onEdit && onDelete && (
            <div className="flex gap-2">
              <a
                href={STAFF_PAGE_PATHS.preview(item.id)}
                target="_blank"
                rel="noopener"
                className={buttonClass("ghost")}
                aria-label={`Preview ${item.title}`}
              >
                <Eye aria-hidden="true" className="size-4" />
                Preview
              </a>
              <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${item.title}`}>
                <Pencil aria-hidden="true" className="size-4" />
                Edit
              </Button>
              <ConfirmDialog
                title="Delete content?"
                description={DELETE_CONTENT_CONFIRMATION}
                confirmLabel="Delete"
                onConfirm={onDelete}
                trigger={
                  <Button variant="danger" disabled={deleting} aria-label={`Delete ${item.title}`}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    {deleting ? "Deleting..." : "Delete"}
                  </Button>
                }
              />
            </div>
          )}
        </div>
        {item.scheduleProblem && (
          <p className="mt-3 text-sm break-words text-red-800" data-testid="schedule-problem">
            {item.scheduleProblem}
          </p>
        )}
        {item.preview && (
          <p className="mt-3 line-clamp-3 whitespace-pre-line break-words text-slate-700" data-testid="content-preview">
            {previewText(item)}
          </p>
        )}
      </article>
    </Card>
  );
}
