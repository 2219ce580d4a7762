import type { ContentItem } from "@helixmap/common/api";
import { useMe } from "../account/me";
import { unsavedEditsKey, useUnsavedEdits } from "../unsaved-edits/unsaved-edits";
import type { ContentFields } from "./save-content";

/** The form's values as kept: the schedule times as typed (local time), the rest as sent. */
export type TypedContent = Omit<ContentFields, "publishAt" | "unpublishAt"> & {
  publishAt: string;
  unpublishAt: string;
};

/** The content form's copy in this browser: one per person and item ("new" for an item not created yet). */
export function useContentUnsavedEdits(
  item: ContentItem | undefined,
  typed: Partial<TypedContent>,
  baseVersion: number | null,
) {
  const me = useMe();
  const key = me.data ? unsavedEditsKey(me.data.user.id, `content:${item?.id ?? "new"}`) : null;
  return useUnsavedEdits<TypedContent>(key, typed as TypedContent, baseVersion);
}
