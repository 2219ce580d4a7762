import type { ContentItem } from "@helixmap/common/api";
import { toast } from "sonner";
import { errorMessage } from "../../api-client/api-request";
import { useDraftAction } from "./draft-mutations";
import { UnpublishedChanges } from "./unpublished-changes";

/** Shown above the form of a published item with unpublished changes: visitors still see the published version. */
export function DraftNotice({ item }: { item: ContentItem }) {
  const publish = useDraftAction("publish");
  const discard = useDraftAction("discard");
  if (!item.draft) return null;
  const run = (mutation: typeof publish, done: string, failed: string) =>
    mutation.mutate(item.id, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(failed, { description: errorMessage(error) }),
    });
  return (
    <UnpublishedChanges
      actions={{
        publishing: publish.isPending,
        discarding: discard.isPending,
        discardDescription: "The item goes back to its published version. The draft stays in the item's history.",
        onPublish: () => run(publish, "Changes published", "Could not publish the changes"),
        onDiscard: () => run(discard, "Draft discarded", "Could not discard the draft"),
      }}
    >
      This item has unpublished changes. Visitors see the published version until you publish them; the form and the
      preview show the changes.
    </UnpublishedChanges>
  );
}
