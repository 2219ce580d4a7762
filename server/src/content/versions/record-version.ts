import type { VersionKind } from "@helixmap/common/api";
import type { Executor } from "../../db/client";
import { type contentSections, contentVersions } from "../../db/schema";
import { GENERATED } from "./restorable-fields";

type ContentRow = typeof contentSections.$inferSelect;

/** The row as JSON keeps it (times as ISO text), without the columns the database computes. */
export function storedRow(row: ContentRow): Record<string, unknown> {
  return JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(row).filter(([key]) => !GENERATED.has(key)))));
}

/**
 * Keeps the saved item as its version number `row.version`. Callers pass the
 * transaction that saved it, with the item's row locked (or just created) and
 * its version raised by one (writeItem), so versions of one item are numbered
 * 1, 2, 3... without gaps or duplicates; the whole row is
 * stored (but for columns the database computes), so columns added to
 * content_sections later are kept too.
 */
export async function recordVersion(
  executor: Executor,
  row: ContentRow,
  change: { actorId: string | null; kind: VersionKind; restoredFrom?: number },
): Promise<number> {
  const v = contentVersions;
  const [version] = await executor
    .insert(v)
    .values({
      contentId: row.id,
      number: row.version,
      kind: change.kind,
      restoredFrom: change.restoredFrom ?? null,
      item: storedRow(row),
      actorId: change.actorId,
    })
    .returning({ number: v.number });
  return version!.number;
}
