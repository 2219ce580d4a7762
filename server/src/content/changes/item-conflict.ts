import { and, eq } from "drizzle-orm";
import { iso, toActor } from "../../api/serialize";
import type { Executor } from "../../db/client";
import { contentVersions, userProfiles } from "../../db/schema";
import type { ConflictDetails } from "../../edit-conflicts/edit-base";
import { toContentItem } from "../serialize";
import type { ContentRow } from "./item-write";

/** Who saved the item's stored version and when (its newest version says), with the item as it is now. */
export function itemConflictDetails(tx: Executor, row: ContentRow): ConflictDetails {
  return async () => {
    const [saved] = await tx
      .select({ createdAt: contentVersions.createdAt, email: userProfiles.email, fullName: userProfiles.fullName })
      .from(contentVersions)
      .leftJoin(userProfiles, eq(contentVersions.actorId, userProfiles.id))
      .where(and(eq(contentVersions.contentId, row.id), eq(contentVersions.number, row.version)));
    return {
      savedBy: saved ? toActor(saved) : null,
      savedAt: iso(saved?.createdAt ?? row.updatedAt),
      current: toContentItem(row),
    };
  };
}
