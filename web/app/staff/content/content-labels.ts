import type { ContentState, ContentType, Visibility } from "@helixmap/common/api";
import type { Tone } from "../../ui/tones";

export const VISIBILITY_LABELS: Record<Visibility, string> = {
  public: "Public",
  partner: "Partner",
  admin: "Admin only",
};

export const VISIBILITY_TONES: Record<Visibility, Tone> = { public: "blue", partner: "accent", admin: "red" };

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  page: "Page",
  research: "Research",
  patent: "Patent",
  publication: "Publication",
  press_release: "Press release",
  sec_filing: "SEC filing",
  regulatory_update: "Regulatory update",
  event: "Event",
};

export const CONTENT_STATE_LABELS: Record<ContentState, string> = {
  draft: "Draft",
  published: "Published",
  changes: "Unpublished changes",
  scheduled: "Scheduled",
  in_review: "In review",
};

/** Shown on an item whose due publish or unpublish time could not be carried out (its reason follows). */
export const SCHEDULE_FAILED_LABEL = "Schedule failed";
