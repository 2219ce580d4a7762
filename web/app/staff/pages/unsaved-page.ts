import type { DocumentKey } from "@helixmap/common/pages/page-catalogue";
import { useMe } from "../account/me";
import { unsavedEditsKey, useUnsavedEdits } from "../unsaved-edits/unsaved-edits";

/** The page form's copy in this browser, one per person and page; a read-only form keeps none. */
export function usePageUnsavedEdits(
  key: DocumentKey,
  values: Record<string, unknown>,
  baseVersion: number,
  canEdit: boolean,
) {
  const me = useMe();
  const storeKey = canEdit && me.data ? unsavedEditsKey(me.data.user.id, `page:${key}`) : null;
  return useUnsavedEdits(storeKey, values, baseVersion);
}
