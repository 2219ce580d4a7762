import {
  type ClinicalTrial,
  conditionOptions,
  consentText,
  type PreScreeningApplication,
  REVIEW_RESPONSE,
} from "../copy/pages/clinical-trials";
import type { DownloadDocument } from "./document";

export function trialDocument(trial: ClinicalTrial): DownloadDocument {
  return {
    title: trial.title,
    subtitle: `${trial.phase} · ${trial.condition} · ${trial.status}`,
    blocks: [
      { paragraphs: [trial.description] },
      {
        facts: [
          ["Participants", String(trial.participants)],
          ["Duration", trial.duration],
          ["Location", trial.location],
          ["Primary endpoint", trial.primaryEndpoint],
          ["Secondary endpoint", trial.secondaryEndpoint],
        ],
      },
      { heading: "Inclusion criteria", bullets: trial.criteria.inclusion },
      { heading: "Exclusion criteria", bullets: trial.criteria.exclusion },
    ],
  };
}

export function confirmationTitle(app: PreScreeningApplication): string {
  return `Pre-Screening Confirmation ${app.firstName} ${app.lastName}`.trim();
}

/** The applicant's own copy of what they entered, with the reference the server gave it; it stays on their device. */
export function confirmationDocument(
  app: PreScreeningApplication,
  receipt: { reference: string; receivedAt: string },
): DownloadDocument {
  const condition = conditionOptions.find((o) => o.value === app.condition)?.label ?? "";
  return {
    title: confirmationTitle(app),
    subtitle: `Received ${new Date(receipt.receivedAt).toLocaleString()}`,
    blocks: [
      { facts: [["Reference number", receipt.reference]] },
      {
        heading: "Applicant",
        facts: [
          ["Name", `${app.firstName} ${app.lastName}`],
          ["E-mail", app.email],
          ["Phone", app.phone],
          ["Age", app.age],
          ["Condition", condition],
        ],
      },
      { heading: "Previous treatments", paragraphs: [app.previousTreatments || "None given"] },
      { heading: "Medical history", paragraphs: [app.medicalHistory || "None given"] },
      {
        heading: "Consents",
        bullets: [
          `${app.consentToContact ? "Given" : "Not given"}: ${consentText.consentToContact}`,
          `${app.privacyConsent ? "Given" : "Not given"}: ${consentText.privacyConsent}`,
        ],
      },
      {
        heading: "What happens next",
        paragraphs: [`Our clinical research team aims to respond within ${REVIEW_RESPONSE}.`],
      },
    ],
  };
}
