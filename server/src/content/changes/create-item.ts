import { type contentInputSchema, slugFromTitle } from "@helixmap/common/api";
import type { z } from "zod";
import { writeAudit } from "../../audit/write-audit";
import { contentSections } from "../../db/schema";
import { refuseUnapprovedItem } from "../../review/approval-gate";
import { toContentItem } from "../serialize";
import { recordVersion } from "../versions/record-version";
import { checkedFields, checkedSlug, scheduleDate } from "./checked-input";
import { type ContentRow, type ContentServices, commitChange, type Editor } from "./item-write";

export async function createItem(
  s: ContentServices,
  editor: Editor & { id: string },
  input: z.output<typeof contentInputSchema>,
): Promise<ContentRow> {
  const { displayDate, publishAt, unpublishAt, ...values } = input;
  const slug = checkedSlug(values.slug || slugFromTitle(values.title));
  const fields = checkedFields(values.contentType, values.fields);
  const { after } = await commitChange(s, editor, async (tx) => {
    const [created] = await tx
      .insert(contentSections)
      .values({
        ...values,
        fields,
        ...(displayDate ? { displayDate } : {}),
        publishAt: scheduleDate(publishAt),
        unpublishAt: scheduleDate(unpublishAt),
        slug,
        authorId: editor.id,
      })
      .returning();
    // A new item was never reviewed: one of a kind that needs approval is created unpublished.
    await refuseUnapprovedItem(tx, null, created!);
    await recordVersion(tx, created!, { actorId: editor.id, kind: "created" });
    await writeAudit(tx, {
      userId: editor.id,
      action: "content_created",
      resourceType: "content_section",
      resourceId: created!.id,
      newValues: toContentItem(created!),
      ip: editor.ip,
    });
    return { before: null, after: created! };
  });
  return after!;
}
