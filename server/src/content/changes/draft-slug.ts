import { and, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { contentSections } from "../../db/schema";
import { slugTaken } from "./item-write";

/** A draft's slug is not in the unique index until it is published, so it is checked against the other items here. */
export async function refuseTakenDraftSlug(executor: Executor, id: string, slug: string): Promise<void> {
  const [other] = await executor
    .select({ id: contentSections.id })
    .from(contentSections)
    .where(and(ne(contentSections.id, id), sql`lower(${contentSections.slug}) = lower(${slug})`));
  if (other) throw slugTaken();
}
