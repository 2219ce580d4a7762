import { Button } from "../../ui/button";
import { formatDateTime } from "../ui/format";

/** "Restore unsaved changes from ‹time›?": the copy this browser kept of a form left unsaved. */
export function RestoreOffer({
  keptAt,
  onRestore,
  onDiscard,
}: {
  keptAt: string;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-950"
      data-testid="restore-offer"
    >
      <span className="font-medium">Restore unsaved changes from {formatDateTime(keptAt)}?</span>
      <Button onClick={onRestore}>Restore</Button>
      <Button variant="ghost" onClick={onDiscard}>
        Discard them
      </Button>
    </div>
  );
}
