/**
 * The words and values of trial pre-screening applications without zod, so a
 * public page can show them without loading the schema (which the form loads
 * only on submit): conditions, consent texts and their version, statuses.
 */
export const CONDITIONS = ["hiv", "cancer", "both", "other"] as const;
export type Condition = (typeof CONDITIONS)[number];

export const CONDITION_LABELS: Record<Condition, string> = {
  hiv: "HIV",
  cancer: "Cancer",
  both: "Both HIV and cancer",
  other: "Other",
};

/** Raise the version whenever a consent text changes; each application stores the version and texts it was given. */
export const CONSENT_TEXT_VERSION = "2026-11-22";
export const CONSENT_TEXTS = {
  consentToContact: "I consent to be contacted by the clinical research team about my eligibility for clinical trials.",
  privacyConsent:
    "I acknowledge that my information will be kept confidential and used only to evaluate my eligibility for trials.",
} as const;

/** A field people never see (hidden from sight and from assistive technology); bots that fill every input fill it. */
export const HONEYPOT_FIELD = "website";

export const APPLICATION_REVIEW_RESPONSE = "5-7 business days";

export const APPLICATION_STATUSES = ["new", "contacted", "eligible", "not_eligible", "withdrawn"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: "New",
  contacted: "Contacted",
  eligible: "Eligible",
  not_eligible: "Not eligible",
  withdrawn: "Withdrawn",
};

/** References look like `HM-7K3Q-9XRT`: no 0/O or 1/I, so they read well over the phone. */
export const REFERENCE_PATTERN = /^HM-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;
