import type { ReactNode } from "react";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { Message } from "../ui/message";

/**
 * The notice above a form whose saved draft visitors do not see yet, with
 * Publish changes and Discard draft; an item's and a page's alike. Without
 * `actions` (a reader who may not change it) it only says so.
 */
export function UnpublishedChanges({
  children,
  actions,
}: {
  children: ReactNode;
  actions?: {
    publishing: boolean;
    discarding: boolean;
    /** Why publishing must wait (unsaved edits in the form), shown instead of enabling the button. */
    publishBlocked?: string;
    discardDescription: string;
    onPublish: () => void;
    onDiscard: () => void;
  };
}) {
  const busy = actions ? actions.publishing || actions.discarding : false;
  return (
    <Message kind="info">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span>{children}</span>
        {actions && (
          <span className="flex flex-col items-end gap-1">
            <span className="flex gap-2">
              <Button disabled={busy || Boolean(actions.publishBlocked)} onClick={actions.onPublish}>
                {actions.publishing ? "Publishing..." : "Publish changes"}
              </Button>
              <ConfirmDialog
                title="Discard the unpublished changes?"
                description={actions.discardDescription}
                confirmLabel="Discard draft"
                onConfirm={actions.onDiscard}
                trigger={
                  <Button variant="secondary" disabled={busy}>
                    {actions.discarding ? "Discarding..." : "Discard draft"}
                  </Button>
                }
              />
            </span>
            {actions.publishBlocked && <span className="text-xs">{actions.publishBlocked}</span>}
          </span>
        )}
      </div>
    </Message>
  );
}
