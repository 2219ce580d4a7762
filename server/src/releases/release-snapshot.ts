import type { PublishedSnapshot } from "@helixmap/common/publishing";
import { eq } from "drizzle-orm";
import { ApiProblem } from "../api/errors";
import type { Database } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { contentSections, pageDocuments, releases } from "../db/schema";
import { ContentContradiction, takeSnapshot } from "../publishing/generation/snapshot";
import { noRelease } from "./publish-release";
import { memberRows } from "./release-members";

/** Carries the snapshot out of the transaction that is rolled back. */
class Previewed extends Error {
  constructor(readonly snapshot: PublishedSnapshot) {
    super("preview taken; rolling back");
  }
}

/**
 * The published content as it will be once the release goes live: in a
 * transaction that is always rolled back, every member's pending change is
 * written over its row and the deploy's own snapshot is taken, so the
 * preview is exactly what publishing would render (approval aside: a
 * reviewer previews before approving). Nothing of it is ever committed.
 */
export async function releaseSnapshot(db: Database, id: string): Promise<PublishedSnapshot> {
  try {
    await db.transaction(async (tx) => {
      const [release] = await tx.select({ id: releases.id }).from(releases).where(eq(releases.id, id));
      if (!release) throw noRelease();
      const rows = await memberRows(tx, id);
      for (const row of rows.items) {
        const set = row.published ? { ...row.draft, draft: null } : { published: true };
        if (row.published && !row.draft) continue;
        await tx.update(contentSections).set(set).where(eq(contentSections.id, row.id));
      }
      for (const row of rows.pages) {
        if (row.draft) await tx.update(pageDocuments).set({ fields: row.draft }).where(eq(pageDocuments.key, row.key));
      }
      throw new Previewed(await takeSnapshot(tx));
    });
  } catch (err) {
    if (err instanceof Previewed) return err.snapshot;
    if (err instanceof ContentContradiction) throw new ApiProblem(409, "CONFLICT", err.message);
    if (isUniqueViolation(err)) {
      throw new ApiProblem(409, "CONFLICT", "Two items in the site would share a slug once this release is live");
    }
    throw err;
  }
  throw new Error("unreachable: the preview transaction always rolls back");
}
