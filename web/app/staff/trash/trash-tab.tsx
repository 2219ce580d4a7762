import type { TrashedItem } from "@helixmap/common/trash/trash-api";
import { useState } from "react";
import { toast } from "sonner";
import { errorMessage, isApiError } from "../../api-client/api-request";
import { Button } from "../../ui/button";
import { CONTENT_TYPE_LABELS } from "../content/content-labels";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { type Column, DataTable } from "../ui/data-table";
import { inputClass } from "../ui/form-field";
import { displayName, formatDate, formatDateTime } from "../ui/format";
import { PagedView } from "../ui/paged-view";
import { useTrash } from "./list-trash";
import { useDeleteForGood, useRestoreFromTrash } from "./trash-changes";

/** Restore, or (when its address was taken meanwhile) restore under another slug. */
function RestoreAction({ item }: { item: TrashedItem }) {
  const restore = useRestoreFromTrash();
  const [slugTaken, setSlugTaken] = useState<string | null>(null);
  const [slug, setSlug] = useState(`${item.slug}-restored`);
  const run = (newSlug?: string) =>
    restore.mutate(
      { id: item.id, slug: newSlug },
      {
        onSuccess: () =>
          toast.success(`"${item.title}" restored. It is unpublished: publish it to put it back on the site.`),
        onError: (error) => {
          if (isApiError(error) && error.fields.slug) return setSlugTaken(error.fields.slug);
          toast.error("Could not restore", { description: errorMessage(error) });
        },
      },
    );
  if (slugTaken) {
    return (
      <form
        className="flex flex-wrap items-center gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          run(slug);
        }}
      >
        <label className="text-sm text-slate-700" htmlFor={`slug-${item.id}`}>
          {slugTaken}. Restore under:
        </label>
        <input id={`slug-${item.id}`} className={inputClass} value={slug} onChange={(e) => setSlug(e.target.value)} />
        <Button type="submit" disabled={restore.isPending}>
          Restore
        </Button>
      </form>
    );
  }
  return (
    <Button variant="secondary" onClick={() => run()} disabled={restore.isPending} aria-label={`Restore ${item.title}`}>
      {restore.isPending ? "Restoring..." : "Restore"}
    </Button>
  );
}

function DeleteForGoodAction({ item }: { item: TrashedItem }) {
  const remove = useDeleteForGood();
  return (
    <ConfirmDialog
      title="Delete for good?"
      description={`"${item.title}" and its ${item.versions} versions will be deleted for good. This cannot be undone.`}
      confirmLabel="Delete for good"
      onConfirm={() =>
        remove.mutate(item.id, {
          onSuccess: () => toast.success(`"${item.title}" deleted for good`),
          onError: (error) => toast.error("Could not delete", { description: errorMessage(error) }),
        })
      }
      trigger={
        <Button variant="danger" disabled={remove.isPending} aria-label={`Delete ${item.title} for good`}>
          Delete for good
        </Button>
      }
    />
  );
}

const TRASH_COLUMNS: Column<TrashedItem>[] = [
  {
    header: "Item",
    className: "font-medium text-slate-900",
    cell: (item) => (
      <>
        {item.title}
        <span className="block text-xs font-normal text-slate-600">
          {CONTENT_TYPE_LABELS[item.contentType]} · /{item.slug} · {item.versions} versions
          {item.wasPublished && " · was published"}
        </span>
      </>
    ),
  },
  {
    header: "Deleted",
    cell: (item) => (
      <>
        <time dateTime={item.deletedAt}>{formatDateTime(item.deletedAt)}</time>
        {item.deletedBy && <span className="block text-xs text-slate-600">by {displayName(item.deletedBy)}</span>}
      </>
    ),
  },
  {
    header: "Deleted for good on",
    className: "whitespace-nowrap",
    cell: (item) => <time dateTime={item.purgeAt}>{formatDate(item.purgeAt)}</time>,
  },
  {
    header: "Actions",
    cell: (item) => (
      <div className="flex flex-wrap gap-2">
        <RestoreAction item={item} />
        <DeleteForGoodAction item={item} />
      </div>
    ),
  },
];

/** The Trash (administrators): deleted items until they are restored, deleted for good or purged. */
export function TrashTab() {
  const trash = useTrash();
  return (
    <section aria-labelledby="trash-heading" className="space-y-4">
      <div>
        <h2 id="trash-heading" className="text-xl font-semibold text-slate-900">
          Trash
        </h2>
        <p className="text-sm text-slate-600">
          Deleted items, newest first. A restored item comes back with its history, unpublished; items are deleted for
          good on the date shown.
        </p>
      </div>
      <PagedView
        query={trash}
        itemsOf={(page) => page.items}
        loadingLabel="Loading the Trash"
        failureTitle="The Trash could not be loaded"
        moreFailureTitle="Older deleted items could not be loaded"
        empty="The Trash is empty."
      >
        {(items) => <DataTable rows={items} columns={TRASH_COLUMNS} rowTestId="trashed-item" />}
      </PagedView>
    </section>
  );
}
