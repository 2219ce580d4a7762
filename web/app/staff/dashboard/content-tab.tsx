import type { ContentItem } from "@helixmap/common/api";
import { Plus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "../../ui/button";
import { errorMessage } from "../api/client";
import { useDeleteContent } from "../api/delete-content";
import { useContentList } from "../api/list-content";
import { QueryView } from "../ui/query-view";
import { ContentForm } from "./content-form";
import { ContentItemCard } from "./content-item-card";

type Editing = { kind: "none" } | { kind: "new" } | { kind: "edit"; id: string };

export function ContentTab({ canEdit }: { canEdit: boolean }) {
  const content = useContentList();
  const remove = useDeleteContent();
  const [editing, setEditing] = useState<Editing>({ kind: "none" });
  const close = () => setEditing({ kind: "none" });

  const deleteItem = (item: ContentItem) => {
    remove.mutate(item.id, {
      onSuccess: () => toast.success(`Deleted "${item.title}"`),
      onError: (error) =>
        toast.error(`Could not delete "${item.title}"`, {
          description: errorMessage(error),
          action: { label: "Retry", onClick: () => deleteItem(item) },
        }),
    });
  };

  return (
    <section aria-labelledby="content-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="content-heading" className="text-xl font-semibold text-slate-900">
          Content
        </h2>
        {canEdit && editing.kind !== "new" && (
          <Button onClick={() => setEditing({ kind: "new" })}>
            <Plus aria-hidden="true" className="size-4" />
            New Content
          </Button>
        )}
      </div>
      {canEdit && editing.kind === "new" && <ContentForm onDone={close} />}
      <QueryView
        query={content}
        loadingLabel="Loading content"
        failureTitle="Content could not be loaded"
        isEmpty={(items) => items.length === 0}
        empty={canEdit ? "No content yet. Create the first item with New Content." : "No content has been shared yet."}
      >
        {(items) => (
          <ul className="space-y-4">
            {items.map((item) => (
              <li key={item.id}>
                {canEdit && editing.kind === "edit" && editing.id === item.id ? (
                  <ContentForm item={item} onDone={close} />
                ) : (
                  <ContentItemCard
                    item={item}
                    onEdit={canEdit ? () => setEditing({ kind: "edit", id: item.id }) : undefined}
                    onDelete={canEdit ? () => deleteItem(item) : undefined}
                    deleting={remove.isPending && remove.variables === item.id}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
