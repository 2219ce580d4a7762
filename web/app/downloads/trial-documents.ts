import { APPLICATION_REVIEW_RESPONSE, CONSENT_TEXTS } from "@helixmap/common/trial-application-terms";
import { conditionOptions, type PreScreeningApplication } from "../routes/clinical-trials/application";
import type { ClinicalTrial, TrialLabels } from "../routes/clinical-trials/trial-card";
import type { DownloadDocument } from "./document";

/** One trial card's details, in the card's own words. */
export function trialDocument(trial: ClinicalTrial, labels: TrialLabels): DownloadDocument {
  return {
    title: trial.title,
    subtitle: `${trial.phase} · ${trial.condition} · ${trial.status}`,
    blocks: [
      { paragraphs: [trial.description] },
      {
        facts: [
          [labels.participants, String(trial.participants)],
          [labels.duration, trial.duration],
          [labels.location, trial.location],
          [labels.primaryEndpoint, trial.primaryEndpoint],
          [labels.secondaryEndpoint, trial.secondaryEndpoint],
        ],
      },
      { heading: labels.inclusion, bullets: trial.inclusion.map((c) => c.text) },
      { heading: labels.exclusion, bullets: trial.exclusion.map((c) => c.text) },
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
          `${app.consentToContact ? "Given" : "Not given"}: ${CONSENT_TEXTS.consentToContact}`,
          `${app.privacyConsent ? "Given" : "Not given"}: ${CONSENT_TEXTS.privacyConsent}`,
        ],
      },
      {
        heading: "What happens next",
        paragraphs: [`Our clinical research team aims to respond within ${APPLICATION_REVIEW_RESPONSE}.`],
      },
    ],
  };
}
