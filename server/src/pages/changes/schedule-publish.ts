import type { DocumentKey } from "@helixmap/common/pages/page-catalogue";
import { ApiProblem } from "../../api/errors";
import type { PageRow } from "../page-rows";
import { commitPageChange, type PageEditor, type PageServices } from "./page-write";
import { noDraft } from "./publish-changes";

/** Sets (or, with null, clears) the time the scheduler publishes the page's draft. */
export function schedulePublish(
  s: PageServices,
  editor: PageEditor,
  key: DocumentKey,
  publishAt: string | null,
): Promise<PageRow> {
  const at = publishAt === null ? null : new Date(publishAt);
  if (at && at.getTime() <= Date.now()) {
    throw new ApiProblem(400, "VALIDATION_FAILED", "Some fields are not valid", {
      publishAt: "Choose a time in the future",
    });
  }
  return commitPageChange(s, editor, key, (before) => {
    if (at && !before.draft) throw noDraft();
    return {
      set: { publishAt: at, scheduleProblem: null },
      action: "page_schedule_updated",
      audit: {
        oldValues: { publishAt: before.publishAt?.toISOString() ?? null },
        newValues: { publishAt: at?.toISOString() ?? null },
      },
    };
  });
}
