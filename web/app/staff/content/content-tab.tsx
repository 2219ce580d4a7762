import type { ContentSummary } from "@helixmap/common/api";
import { Plus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../api-client/api-request";
import { Button } from "../../ui/button";
import { ContentEditor } from "./content-editor";
import { ContentForm } from "./content-form";
import { ContentItemCard } from "./content-item-card";
import { ContentList } from "./content-list";
import { useDeleteContent } from "./delete-content";

type Editing = { kind: "none" } | { kind: "new" } | { kind: "edit"; id: string };

export function ContentTab({ canEdit }: { canEdit: boolean }) {
  const remove = useDeleteContent();
  const [editing, setEditing] = useState<Editing>({ kind: "none" });
  const close = () => setEditing({ kind: "none" });

  const deleteItem = (item: ContentSummary) => {
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
      <ContentList
        empty={canEdit ? "No content yet. Create the first item with New Content." : "No content has been shared yet."}
      >
        {(item) =>
          canEdit && editing.kind === "edit" && editing.id === item.id ? (
            <ContentEditor id={item.id} title={item.title} onDone={close} />
          ) : (
            <ContentItemCard
              item={item}
              onEdit={canEdit ? () => setEditing({ kind: "edit", id: item.id }) : undefined}
              onDelete={canEdit ? () => deleteItem(item) : undefined}
              deleting={remove.isPending && remove.variables === item.id}
            />
          )
        }
      </ContentList>
    </section>
  );
}
