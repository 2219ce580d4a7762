import type { DocumentKey } from "@helixmap/common/pages/page-catalogue";
import { eq, type SQL } from "drizzle-orm";
import { reviewEvents, reviewStates } from "../db/schema";

/** What a review is about: one item, or one page document (the site settings included). */
export type ReviewTarget = { kind: "item"; id: string } | { kind: "page"; key: DocumentKey };

export const stateOf = (t: ReviewTarget): SQL =>
  t.kind === "item" ? eq(reviewStates.contentId, t.id) : eq(reviewStates.pageKey, t.key);

export const eventsOf = (t: ReviewTarget): SQL =>
  t.kind === "item" ? eq(reviewEvents.contentId, t.id) : eq(reviewEvents.pageKey, t.key);

export const targetColumns = (t: ReviewTarget) =>
  t.kind === "item" ? { contentId: t.id, pageKey: null } : { contentId: null, pageKey: t.key };
