import { CONTENT_TYPES, type ContentType } from "@helixmap/common/api";
import { DOCUMENT_KEYS, type DocumentKey } from "@helixmap/common/pages/page-catalogue";
import type { ReviewEvent, ReviewQueueEntry, ReviewRules, ReviewStatus } from "@helixmap/common/review/review-api";
import { and, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { ApiProblem } from "../api/errors";
import { withDraftApplied } from "../content/drafts/draft-values";
import type { Executor } from "../db/client";
import { contentSections, pageDocuments, reviewEvents, reviewStates, userProfiles } from "../db/schema";
import { itemChangeAuthor, pageChangeAuthor } from "./change-author";
import { itemPendingFingerprint, pagePendingFingerprint } from "./fingerprint";
import { readReviewRules } from "./review-rules";
import { eventsOf, type ReviewTarget, stateOf } from "./review-target";

/** The queue shows at most this many items (the newest changes first). */
const QUEUE_ITEMS_MAX = 200;

async function eventsFor(db: Executor, target: ReviewTarget): Promise<ReviewEvent[]> {
  const rows = await db
    .select({ event: reviewEvents, actorName: userProfiles.fullName, actorEmail: userProfiles.email })
    .from(reviewEvents)
    .leftJoin(userProfiles, eq(userProfiles.id, reviewEvents.actorId))
    .where(eventsOf(target))
    .orderBy(desc(reviewEvents.createdAt));
  return rows.map(({ event, actorName, actorEmail }) => ({
    id: event.id,
    kind: event.kind,
    text: event.text,
    version: event.version,
    actorId: event.actorId,
    actorName: actorName ?? actorEmail,
    createdAt: event.createdAt.toISOString(),
  }));
}

const itemNeeds = (rules: ReviewRules, row: typeof contentSections.$inferSelect) =>
  rules[withDraftApplied(row).contentType] || (row.published && rules[row.contentType]);

/** An item's or page's review: whether it needs approval, where its pending change stands, and its history. */
export async function reviewStatus(db: Executor, target: ReviewTarget): Promise<ReviewStatus> {
  const rules = await readReviewRules(db);
  const [state] = await db.select({ state: reviewStates.state }).from(reviewStates).where(stateOf(target));
  if (target.kind === "item") {
    const [row] = await db.select().from(contentSections).where(eq(contentSections.id, target.id));
    if (!row) throw new ApiProblem(404, "NOT_FOUND", "No content item with this id");
    const pending = itemPendingFingerprint(row);
    return {
      needsApproval: itemNeeds(rules, row),
      hasPendingChange: pending !== null,
      state: state?.state ?? null,
      authorId: pending ? await itemChangeAuthor(db, row.id, pending) : null,
      events: await eventsFor(db, target),
    };
  }
  const [row] = await db.select().from(pageDocuments).where(eq(pageDocuments.key, target.key));
  if (!row) throw new ApiProblem(404, "NOT_FOUND", "No page with this key");
  return {
    needsApproval: rules.page_documents,
    hasPendingChange: pagePendingFingerprint(row) !== null,
    state: state?.state ?? null,
    authorId: row.draft ? pageChangeAuthor(row) : null,
    events: await eventsFor(db, target),
  };
}

async function names(db: Executor, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: userProfiles.id, fullName: userProfiles.fullName, email: userProfiles.email })
    .from(userProfiles)
    .where(inArray(userProfiles.id, wanted));
  return new Map(rows.map((r) => [r.id, r.fullName ?? r.email]));
}

/**
 * Every pending change someone should look at: items and pages whose change
 * is in review, approved or sent back, and those of a kind that needs
 * approval. Newest change first; pages after items.
 */
export async function reviewQueue(db: Executor): Promise<ReviewQueueEntry[]> {
  const rules = await readReviewRules(db);
  const gated = CONTENT_TYPES.filter((t: ContentType) => rules[t]);
  const pending = or(isNotNull(contentSections.draft), eq(contentSections.published, false));
  const needsReview = or(
    isNotNull(reviewStates.state),
    ...(gated.length > 0
      ? [inArray(contentSections.contentType, gated), inArray(sql`${contentSections.draft}->>'contentType'`, gated)]
      : []),
  );
  const items = await db
    .select({ row: contentSections, state: reviewStates.state, lastText: reviewEvents.text })
    .from(contentSections)
    .leftJoin(reviewStates, eq(reviewStates.contentId, contentSections.id))
    .leftJoin(reviewEvents, eq(reviewEvents.id, reviewStates.eventId))
    .where(and(pending, needsReview))
    .orderBy(desc(contentSections.updatedAt))
    .limit(QUEUE_ITEMS_MAX);
  const pages = await db
    .select({ row: pageDocuments, state: reviewStates.state, lastText: reviewEvents.text })
    .from(pageDocuments)
    .leftJoin(reviewStates, eq(reviewStates.pageKey, pageDocuments.key))
    .leftJoin(reviewEvents, eq(reviewEvents.id, reviewStates.eventId))
    .where(and(isNotNull(pageDocuments.draft), inArray(pageDocuments.key, [...DOCUMENT_KEYS])));
  const entries: (Omit<ReviewQueueEntry, "authorName"> & { authorId: string | null })[] = [];
  for (const { row, state, lastText } of items) {
    const fingerprint = itemPendingFingerprint(row);
    const live = withDraftApplied(row);
    entries.push({
      target: { kind: "item", id: row.id, contentType: live.contentType },
      title: live.title,
      needsApproval: itemNeeds(rules, row),
      state,
      authorId: fingerprint ? await itemChangeAuthor(db, row.id, fingerprint) : null,
      lastText,
      updatedAt: row.updatedAt.toISOString(),
    });
  }
  for (const { row, state, lastText } of pages) {
    if (!rules.page_documents && state === null) continue;
    entries.push({
      target: { kind: "page", key: row.key as DocumentKey },
      title: String((row.draft as { title?: unknown }).title ?? row.key),
      needsApproval: rules.page_documents,
      state,
      authorId: pageChangeAuthor(row),
      lastText,
      updatedAt: (row.draftUpdatedAt ?? row.updatedAt).toISOString(),
    });
  }
  const byId = await names(
    db,
    entries.map((e) => e.authorId),
  );
  return entries.map((e) => ({ ...e, authorName: e.authorId ? (byId.get(e.authorId) ?? null) : null }));
}
