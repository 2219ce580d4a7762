import { type DocumentKey, isDocumentKey } from "@helixmap/common/pages/page-catalogue";
import { eq } from "drizzle-orm";
import { ApiProblem } from "../api/errors";
import type { Executor } from "../db/client";
import { pageDocuments } from "../db/schema";

export type PageRow = typeof pageDocuments.$inferSelect;

export const noPage = () => new ApiProblem(404, "NOT_FOUND", "No page with this key");

/** The key from a route parameter; anything but a page document's key is a 404. */
export function documentKeyOf(key: string): DocumentKey {
  if (!isDocumentKey(key)) throw noPage();
  return key;
}

/** A page's row, locked until the transaction ends so concurrent changes of one page queue up. */
export async function lockPage(tx: Executor, key: DocumentKey): Promise<PageRow> {
  const [row] = await tx.select().from(pageDocuments).where(eq(pageDocuments.key, key)).for("update");
  if (!row) throw noPage();
  return row;
}
