import { CONTENT_TYPES } from "@helixmap/common/api";
import { PAGE_DOCUMENTS_SUBJECT, type ReviewState, type ReviewSubject } from "@helixmap/common/review/review-api";
import type { Tone } from "../../ui/tones";
import { CONTENT_TYPE_LABELS } from "../content/content-labels";

export const REVIEW_SUBJECT_LABELS: Record<ReviewSubject, string> = {
  ...Object.fromEntries(CONTENT_TYPES.map((t) => [t, CONTENT_TYPE_LABELS[t]])),
  [PAGE_DOCUMENTS_SUBJECT]: "Pages and site settings",
} as Record<ReviewSubject, string>;

export const REVIEW_STATE_LABELS: Record<ReviewState, string> = {
  in_review: "In review",
  approved: "Approved",
  changes_requested: "Changes requested",
};

export const REVIEW_STATE_TONES: Record<ReviewState, Tone> = {
  in_review: "yellow",
  approved: "green",
  changes_requested: "red",
};

export const NOT_SUBMITTED_LABEL = "Not submitted";
