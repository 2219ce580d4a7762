import type { ContentItem } from "@helixmap/common/api";
import { toast } from "sonner";
import { errorMessage } from "../../api-client/api-request";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { Message } from "../ui/message";
import { useDraftAction } from "./draft-mutations";

/** Shown above the form of a published item with unpublished changes: visitors still see the published version. */
export function DraftNotice({ item }: { item: ContentItem }) {
  const publish = useDraftAction("publish");
  const discard = useDraftAction("discard");
  if (!item.draft) return null;
  const busy = publish.isPending || discard.isPending;
  const run = (mutation: typeof publish, done: string, failed: string) =>
    mutation.mutate(item.id, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(failed, { description: errorMessage(error) }),
    });
  return (
    <Message kind="info">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span>
          This item has unpublished changes. Visitors see the published version until you publish them; the form and the
          preview show the changes.
        </span>
        <span className="flex gap-2">
          <Button disabled={busy} onClick={() => run(publish, "Changes published", "Could not publish the changes")}>
            {publish.isPending ? "Publishing..." : "Publish changes"}
          </Button>
          <ConfirmDialog
            title="Discard the unpublished changes?"
            description="The item goes back to its published version. The draft stays in the item's history."
            confirmLabel="Discard draft"
            onConfirm={() => run(discard, "Draft discarded", "Could not discard the draft")}
            trigger={
              <Button variant="secondary" disabled={busy}>
                {discard.isPending ? "Discarding..." : "Discard draft"}
              </Button>
            }
          />
        </span>
      </div>
    </Message>
  );
}
