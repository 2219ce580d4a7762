import { API_PATHS } from "@helixmap/common/api-paths";
import { errorMessage } from "../../api-client/api-request";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { Spinner } from "../../ui/spinner";
import { DraftNotice } from "../drafts/draft-notice";
import { PresenceNotice } from "../presence/presence-notice";
import { usePresence } from "../presence/use-presence";
import { Message } from "../ui/message";
import { ErrorNotice } from "../ui/query-view";
import { VersionHistory } from "../versions/version-history";
import { ContentForm } from "./content-form";
import { SCHEDULE_FAILED_LABEL } from "./content-labels";
import { useContentItem } from "./get-content";

/**
 * Edits one item, with its history below. The list holds only a preview, so
 * the full item is fetched before the form is filled; a restore replaces the
 * stored item, and the form (keyed by the update time) starts again from it.
 */
export function ContentEditor({ id, title, onDone }: { id: string; title: string; onDone: () => void }) {
  const item = useContentItem(id);
  const editors = usePresence(API_PATHS.contentPresence(id));
  if (item.isPending) {
    return (
      <Card className="py-10">
        <Spinner label={`Loading ${title} for editing`} />
      </Card>
    );
  }
  if (item.isError) {
    return (
      <ErrorNotice title={`"${title}" could not be opened for editing`} message={errorMessage(item.error)}>
        <div className="flex gap-3">
          <Button variant="secondary" onClick={() => void item.refetch()} disabled={item.isFetching}>
            {item.isFetching ? "Retrying..." : "Try again"}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </ErrorNotice>
    );
  }
  return (
    <div className="space-y-4">
      {item.data.scheduleProblem && (
        <Message kind="error">
          {SCHEDULE_FAILED_LABEL}: {item.data.scheduleProblem} Saving the item clears this notice; set the time again
          once the cause is fixed.
        </Message>
      )}
      <PresenceNotice editors={editors} />
      <DraftNotice item={item.data} />
      <ContentForm
        key={`${item.data.version}-${item.data.updatedAt}`}
        item={item.data}
        onDone={onDone}
        onReload={() => void item.refetch()}
      />
      <Card>
        <VersionHistory item={item.data} />
      </Card>
    </div>
  );
}
