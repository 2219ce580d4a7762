/**
 * Clinical-trial pre-screening applications: the one schema the public form
 * and the server both validate with, the consent texts the applicant sees
 * (stored with each application under their version), and the staff API's
 * shapes. Health and contact fields are encrypted at rest by the server.
 */
import { z } from "zod";
import {
  APPLICATION_AGE_MAX,
  APPLICATION_AGE_MIN,
  APPLICATION_EXPORT_MAX,
  type APPLICATION_LIST_PAGE_SIZE,
  APPLICATION_TEXT_MAX,
} from "./constants";
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  CONDITIONS,
  CONSENT_TEXT_VERSION,
  type Condition,
  HONEYPOT_FIELD,
} from "./trial-application-terms";

const required = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string) =>
  z
    .string()
    .trim()
    .max(APPLICATION_TEXT_MAX, `${label} must be at most ${APPLICATION_TEXT_MAX} characters`)
    .default("");
const ageMessage = `Age must be a whole number from ${APPLICATION_AGE_MIN} to ${APPLICATION_AGE_MAX}`;

export const trialApplicationSchema = z.strictObject({
  firstName: required("First name", 100),
  lastName: required("Last name", 100),
  email: z.string().trim().toLowerCase().email("Enter a valid email address").max(254),
  phone: required("Phone", 40).regex(/^[0-9+()./\s-]+$/, "Phone may contain digits, spaces and + ( ) - . / only"),
  // The form's number input sends text; both forms are accepted.
  age: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,3}$/, ageMessage)
          .transform(Number),
      ],
      ageMessage,
    )
    .pipe(
      z.number(ageMessage).int(ageMessage).min(APPLICATION_AGE_MIN, ageMessage).max(APPLICATION_AGE_MAX, ageMessage),
    ),
  condition: z.enum(CONDITIONS, "Select a condition"),
  previousTreatments: optionalText("Previous treatments"),
  medicalHistory: optionalText("Medical history"),
  consentToContact: z.literal(true, "Consent to be contacted is required"),
  privacyConsent: z.literal(true, "The confidentiality acknowledgment is required"),
  consentVersion: z.literal(CONSENT_TEXT_VERSION, "The consent texts have changed; reload the page and review them"),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type TrialApplicationInput = z.input<typeof trialApplicationSchema>;
export type TrialApplication = z.output<typeof trialApplicationSchema>;

/**
 * `POST /api/trial-applications`: 201 with the new application's own reference, alike for a
 * first application and a repeat from the same address (the answer never tells whether an address applied before).
 */
export interface TrialApplicationReceipt {
  reference: string;
  receivedAt: string;
  /** False when the confirmation e-mail could not be sent (the application is stored either way). */
  confirmationEmailSent: boolean;
}

export const applicationListQuerySchema = z.strictObject({
  page: z
    .string()
    .regex(/^\d{1,6}$/, "Send a page number from 1")
    .transform(Number)
    .pipe(z.number().min(1, "Send a page number from 1"))
    .default(1),
  q: z.string().trim().max(254, "Search for a reference or an e-mail address").optional(),
});
export type ApplicationListQuery = z.input<typeof applicationListQuerySchema>;

export const applicationPatchSchema = z
  .strictObject({
    status: z.enum(APPLICATION_STATUSES),
    note: z.string().max(APPLICATION_TEXT_MAX, `The note must be at most ${APPLICATION_TEXT_MAX} characters`),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "Send status or note");

export const applicationExportSchema = z.strictObject({
  ids: z
    .array(z.string().uuid("Not a valid id"))
    .min(1, "Select at least one application")
    .max(APPLICATION_EXPORT_MAX, `Export at most ${APPLICATION_EXPORT_MAX} applications at once`),
});

export interface ApplicationSummary {
  id: string;
  reference: string;
  createdAt: string;
  condition: Condition;
  status: ApplicationStatus;
  /** The first application still stored from the same e-mail address, when this one is a repeat. */
  repeatOf: { id: string; reference: string } | null;
}

export interface ApplicationConsent {
  text: string;
  acceptedAt: string;
}

export interface ApplicationDetail extends ApplicationSummary {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  age: number;
  previousTreatments: string;
  medicalHistory: string;
  note: string;
  updatedAt: string;
  consents: { version: string; consentToContact: ApplicationConsent; privacyConsent: ApplicationConsent };
}

export interface ApplicationListResponse {
  applications: ApplicationSummary[];
  page: number;
  pageSize: typeof APPLICATION_LIST_PAGE_SIZE;
  total: number;
}
export interface ApplicationResponse {
  application: ApplicationDetail;
}
