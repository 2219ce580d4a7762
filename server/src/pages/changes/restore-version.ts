import type { DocumentKey } from "@helixmap/common/pages/page-catalogue";
import { and, eq } from "drizzle-orm";
import { ApiProblem } from "../../api/errors";
import { pageVersions } from "../../db/schema";
import type { PageRow } from "../page-rows";
import { draftSaved } from "./draft-saved";
import { commitPageChange, type PageEditor, type PageServices } from "./page-write";
import { sameValues } from "./same-values";

export const noPageVersion = () => new ApiProblem(404, "NOT_FOUND", "No version with this number");

/**
 * Brings an earlier version's values back as the page's draft, to be
 * previewed and published like any other change; the history is never
 * rewritten, and visitors keep the live values until then.
 */
export function restoreVersion(
  s: PageServices,
  editor: PageEditor,
  key: DocumentKey,
  number: number,
): Promise<PageRow> {
  return commitPageChange(s, editor, key, async (before, tx) => {
    const [version] = await tx
      .select()
      .from(pageVersions)
      .where(and(eq(pageVersions.key, key), eq(pageVersions.number, number)));
    if (!version) throw noPageVersion();
    const draft = sameValues(version.fields, before.fields) ? null : version.fields;
    return {
      set: {
        draft,
        draftRestoredFrom: draft ? number : null,
        ...draftSaved(before, draft, editor.id),
      },
      action: "page_version_restored",
      audit: { oldValues: { draft: before.draft }, newValues: { draft, restoredFrom: number } },
    };
  });
}
