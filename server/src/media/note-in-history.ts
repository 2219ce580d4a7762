import type { MediaUser } from "@helixmap/common/media/media-api";
import { eq, sql } from "drizzle-orm";
import { recordVersion } from "../content/versions/record-version";
import type { Transaction } from "../db/client";
import { contentSections, pageDocuments, pageVersions } from "../db/schema";
import { documentKeyOf, lockPage } from "../pages/page-rows";

/**
 * Adds a `media_replaced` version to each item and page that refers to a
 * replaced asset: its values are unchanged, but what it shows is not, and
 * the history says so (in the replacing transaction).
 */
export async function noteInHistory(tx: Transaction, users: MediaUser[], actorId: string | null): Promise<void> {
  for (const user of users) {
    if (user.type === "item") {
      const [locked] = await tx.select().from(contentSections).where(eq(contentSections.id, user.id)).for("update");
      if (!locked) continue;
      // A new version of the item: an editor who opened it before the replacement is told on saving.
      const [row] = await tx
        .update(contentSections)
        .set({ version: locked.version + 1 })
        .where(eq(contentSections.id, locked.id))
        .returning();
      await recordVersion(tx, row!, { actorId, kind: "media_replaced" });
      continue;
    }
    const page = await lockPage(tx, documentKeyOf(user.key));
    const number = page.version + 1;
    await tx
      .update(pageDocuments)
      .set({ version: number, editVersion: page.editVersion + 1, editedAt: new Date(), editedBy: actorId })
      .where(eq(pageDocuments.key, page.key));
    await tx.insert(pageVersions).values({
      key: page.key,
      number,
      kind: "media_replaced",
      restoredFrom: null,
      fields: page.fields,
      actorId,
      createdAt: sql`now()`,
    });
  }
}
