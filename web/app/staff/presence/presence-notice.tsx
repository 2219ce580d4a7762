import type { PresentEditor } from "@helixmap/common/presence/presence-api";
import { displayName, formatDateTime } from "../ui/format";

/** "‹name› is editing since ‹time›" for everyone else who has this item or page open. */
export function PresenceNotice({ editors }: { editors: PresentEditor[] }) {
  if (editors.length === 0) return null;
  return (
    <div
      role="status"
      className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
      data-testid="presence-notice"
    >
      {editors.map((editor) => (
        <p key={editor.user.email}>
          {displayName(editor.user)} is editing since {formatDateTime(editor.since)}. Saving may conflict with their
          changes.
        </p>
      ))}
    </div>
  );
}
