/**
 * Review and approval (issue 25, docs/decisions/015-approval-and-releases.md):
 * which kinds of content need a second administrator's approval before their
 * changes go live, and the shapes of a review's requests and answers.
 */
import { z } from "zod";
import { CONTENT_TYPES, type ContentType } from "../api";

/** The rule for the page documents (every page and the site settings); the others are named by item type. */
export const PAGE_DOCUMENTS_SUBJECT = "page_documents";
/** What a rule is for: an item type, or every page document. */
export const REVIEW_SUBJECTS = [...CONTENT_TYPES, PAGE_DOCUMENTS_SUBJECT] as const;
export type ReviewSubject = ContentType | typeof PAGE_DOCUMENTS_SUBJECT;
/**
 * The kinds that need approval until an administrator says otherwise. A stored rule overrides this, so a
 * database holds only the rules staff changed (and an empty one restores a backup without clashing).
 */
export const NEEDS_APPROVAL_BY_DEFAULT: ReadonlySet<ReviewSubject> = new Set(["press_release", "sec_filing"]);

/** Where a pending change stands: submitted and waiting, approved, or sent back with comments. */
export const REVIEW_STATES = ["in_review", "approved", "changes_requested"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const REVIEW_EVENT_KINDS = ["submitted", "approved", "changes_requested"] as const;
export type ReviewEventKind = (typeof REVIEW_EVENT_KINDS)[number];

export const REVIEW_TEXT_MAX = 2000;

const text = (label: string) =>
  z.string().trim().max(REVIEW_TEXT_MAX, `${label} is limited to ${REVIEW_TEXT_MAX} characters`);

/** `POST …/submit-for-review`: the author's note to the reviewer (may be empty). */
export const submitForReviewSchema = z.strictObject({ note: text("The note").default("") });
/** `POST …/approve`: an optional comment on the version approved. */
export const approveSchema = z.strictObject({ comment: text("The comment").default("") });
/** `POST …/request-changes`: what to change; required, since it is the whole point. */
export const requestChangesSchema = z.strictObject({
  comment: text("The comment").min(1, "Say what should change"),
});

/** `PATCH /api/review/settings`: the rules to change, by subject; the others stay. */
export const reviewSettingsPatchSchema = z
  .strictObject(Object.fromEntries(REVIEW_SUBJECTS.map((s) => [s, z.boolean().optional()])))
  .refine((v) => Object.values(v).some((x) => x !== undefined), "Send at least one rule to change");

export type ReviewRules = Record<ReviewSubject, boolean>;

export interface ReviewSettingsResponse {
  rules: ReviewRules;
}

/** One note or comment of a review, on the version of the change it was made on. */
export interface ReviewEvent {
  id: string;
  kind: ReviewEventKind;
  text: string;
  /** The item's version number (a page: the live version its draft is based on) when it was made. */
  version: number;
  actorId: string | null;
  actorName: string | null;
  createdAt: string;
}

/** A change's review: null state when its pending change was never reviewed or changed since. */
export interface ReviewStatus {
  needsApproval: boolean;
  hasPendingChange: boolean;
  state: ReviewState | null;
  /** Who saved the pending change now waiting (they may not approve it); null for the system or none. */
  authorId: string | null;
  events: ReviewEvent[];
}

export interface ReviewStatusResponse {
  review: ReviewStatus;
}

/** A pending change in the Review tab's queue. */
export interface ReviewQueueEntry {
  target: { kind: "item"; id: string; contentType: ContentType } | { kind: "page"; key: string };
  title: string;
  needsApproval: boolean;
  state: ReviewState | null;
  authorId: string | null;
  authorName: string | null;
  /** The latest note or comment, if any. */
  lastText: string | null;
  updatedAt: string;
}

export interface ReviewQueueResponse {
  entries: ReviewQueueEntry[];
}

export const APPROVAL_REQUIRED_MESSAGE =
  "This change needs another administrator's approval before it is published or scheduled";
