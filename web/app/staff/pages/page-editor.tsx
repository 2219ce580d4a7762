import { API_PATHS } from "@helixmap/common/api-paths";
import type { DocumentKey } from "@helixmap/common/pages/page-catalogue";
import type { PageDocument } from "@helixmap/common/pages/pages-api";
import { toast } from "sonner";
import { errorMessage } from "../../api-client/api-request";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { Spinner } from "../../ui/spinner";
import { UnpublishedChanges } from "../drafts/unpublished-changes";
import { PresenceNotice } from "../presence/presence-notice";
import { usePresence } from "../presence/use-presence";
import { displayName, formatDateTime } from "../ui/format";
import { Message } from "../ui/message";
import { ErrorNotice } from "../ui/query-view";
import { useDiscardPageDraft } from "./discard-page-draft";
import { usePage } from "./get-page";
import { PageForm } from "./page-form";
import { PageHistory } from "./page-history";
import { PageSchedule } from "./page-schedule";
import { usePublishPageChanges } from "./publish-page-changes";

/** Publish changes and Discard draft for a page whose draft visitors do not see yet. */
function PageDraftNotice({ page, canEdit, dirty }: { page: PageDocument; canEdit: boolean; dirty: boolean }) {
  const publish = usePublishPageChanges();
  const discard = useDiscardPageDraft();
  const run = (mutation: typeof publish, done: string, failed: string) =>
    mutation.mutate(page.key, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(failed, { description: errorMessage(error) }),
    });
  return (
    <UnpublishedChanges
      actions={
        canEdit
          ? {
              publishing: publish.isPending,
              discarding: discard.isPending,
              publishBlocked: dirty ? "Save the draft first: publishing takes the saved draft." : undefined,
              discardDescription:
                "The page goes back to its live values. The live values stay as they are, and so does its history.",
              onPublish: () =>
                run(publish, "Changes published. They reach visitors with the next deploy.", "Could not publish"),
              onDiscard: () => run(discard, "Draft discarded", "Could not discard the draft"),
            }
          : undefined
      }
    >
      This page has unpublished changes
      {page.draftUpdatedAt && (
        <>
          {" "}
          (saved {formatDateTime(page.draftUpdatedAt)}
          {page.draftUpdatedBy && <> by {displayName(page.draftUpdatedBy)}</>})
        </>
      )}
      . Visitors see the live version until they are published and deployed; the form and the preview show them.
    </UnpublishedChanges>
  );
}

/**
 * One page or the site settings: its draft notice and schedule, the form,
 * and its history. The form starts again from the stored page after every
 * save, publish, discard or restore (its key changes with them).
 */
export function PageEditor({
  pageKey,
  title,
  canEdit,
  dirty,
  onDirtyChange,
  onClose,
}: {
  pageKey: DocumentKey;
  title: string;
  canEdit: boolean;
  dirty: boolean;
  onDirtyChange: (dirty: boolean) => void;
  onClose: () => void;
}) {
  const page = usePage(pageKey);
  const editors = usePresence(canEdit ? API_PATHS.pagePresence(pageKey) : null);
  if (page.isPending) {
    return (
      <Card className="py-10">
        <Spinner label={`Loading ${title}`} />
      </Card>
    );
  }
  if (page.isError) {
    return (
      <ErrorNotice title={`${title} could not be opened`} message={errorMessage(page.error)}>
        <div className="flex gap-3">
          <Button variant="secondary" onClick={() => void page.refetch()} disabled={page.isFetching}>
            {page.isFetching ? "Retrying..." : "Try again"}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            Back to all pages
          </Button>
        </div>
      </ErrorNotice>
    );
  }
  const data = page.data;
  return (
    <div className="space-y-4">
      {data.scheduleProblem && (
        <Message kind="error">
          The scheduled publish failed: {data.scheduleProblem} Set the time again once the cause is fixed.
        </Message>
      )}
      <PresenceNotice editors={editors} />
      {data.draft && <PageDraftNotice page={data} canEdit={canEdit} dirty={dirty} />}
      {canEdit && (data.draft || data.publishAt) && (
        <Card>
          <PageSchedule key={data.publishAt ?? "none"} page={data} />
        </Card>
      )}
      <PageForm
        key={`${data.version}-${data.draftUpdatedAt ?? data.updatedAt}`}
        page={data}
        canEdit={canEdit}
        onDirtyChange={onDirtyChange}
        onReload={() => void page.refetch()}
      />
      <Card>
        <PageHistory page={data} canEdit={canEdit} />
      </Card>
    </div>
  );
}
