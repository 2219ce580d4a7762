import { asc, eq } from "drizzle-orm";
import { writeAudit } from "../audit/write-audit";
import type { Editor } from "../content/changes/item-write";
import type { Transaction } from "../db/client";
import { releaseItems, releases, reviewEvents, reviewStates } from "../db/schema";

/**
 * What an item leaves behind when it moves to the Trash. Its row leaves
 * content_sections, and with it (the foreign keys cascade) its review (state,
 * notes and comments) and its places in releases; a restore brings back the
 * item and its versions only. That is on purpose: a restored item is a new
 * change, off the site and reviewed afresh, and a release goes live without
 * an item deleted meanwhile (deleting never waits). So the loss is written
 * down instead: the `content_trashed` entry keeps the review (a comment over
 * AUDIT_VALUE_MAX_LENGTH shortened, as every audit value is) and the releases,
 * and each release the item left is audited `release_updated`.
 */
export interface LeftBehind {
  review: {
    state: string | null;
    events: { kind: string; text: string; version: number; actorId: string | null; createdAt: string }[];
  } | null;
  releases: { id: string; name: string; status: string; items: string[] }[];
}

/** Read inside the transaction that trashes the item, before its row goes. */
export async function leftBehind(tx: Transaction, id: string): Promise<LeftBehind> {
  const [state] = await tx
    .select({ state: reviewStates.state })
    .from(reviewStates)
    .where(eq(reviewStates.contentId, id));
  const events = await tx
    .select()
    .from(reviewEvents)
    .where(eq(reviewEvents.contentId, id))
    .orderBy(asc(reviewEvents.createdAt));
  const memberOf = await tx
    .select({ id: releases.id, name: releases.name, status: releases.status })
    .from(releaseItems)
    .innerJoin(releases, eq(releases.id, releaseItems.releaseId))
    .where(eq(releaseItems.contentId, id))
    .orderBy(asc(releases.createdAt));
  const withItems = [];
  for (const release of memberOf) {
    const members = await tx
      .select({ contentId: releaseItems.contentId })
      .from(releaseItems)
      .where(eq(releaseItems.releaseId, release.id));
    withItems.push({ ...release, items: members.map((m) => m.contentId).sort() });
  }
  return {
    review:
      state || events.length > 0
        ? {
            state: state?.state ?? null,
            events: events.map((e) => ({
              kind: e.kind,
              text: e.text,
              version: e.version,
              actorId: e.actorId,
              createdAt: e.createdAt.toISOString(),
            })),
          }
        : null,
    releases: withItems,
  };
}

/** One `release_updated` entry per release the trashed item left, in the same transaction. */
export async function auditReleasesLeft(
  tx: Transaction,
  editor: Editor,
  id: string,
  left: LeftBehind["releases"],
): Promise<void> {
  for (const release of left) {
    await writeAudit(tx, {
      userId: editor.id,
      action: "release_updated",
      resourceType: "release",
      resourceId: release.id,
      oldValues: { items: release.items },
      newValues: { items: release.items.filter((item) => item !== id), reason: "item_trashed", itemTrashed: id },
      ip: editor.ip,
    });
  }
}
