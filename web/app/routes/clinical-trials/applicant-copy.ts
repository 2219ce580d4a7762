import { formatAddress, site } from "@helixmap/common/site";
import { APPLICATION_REVIEW_RESPONSE, CONSENT_TEXTS } from "@helixmap/common/trial-application-terms";
import { conditionOptions, type PreScreeningApplication } from "./application";

/**
 * The applicant's own copy of what they entered, with the reference the
 * server gave it, as plain text written on their device: it holds their
 * answers, so it is never stored or typeset on the server.
 */
export function confirmationTitle(app: PreScreeningApplication): string {
  return `Pre-Screening Confirmation ${app.firstName} ${app.lastName}`.trim();
}

const NOTE =
  "Forward-looking, promotional information about experimental therapies that are not approved by any regulator. Not an offer to sell securities.";

const heading = (text: string, rule: string) => [text, rule.repeat(text.length)];

export function confirmationText(
  app: PreScreeningApplication,
  receipt: { reference: string; receivedAt: string },
): string {
  const condition = conditionOptions.find((o) => o.value === app.condition)?.label ?? "";
  const title = confirmationTitle(app);
  return [
    ...heading(title, "="),
    `Received ${new Date(receipt.receivedAt).toLocaleString()}`,
    "",
    `Reference number: ${receipt.reference}`,
    "",
    ...heading("Applicant", "-"),
    `Name: ${app.firstName} ${app.lastName}`,
    `E-mail: ${app.email}`,
    `Phone: ${app.phone}`,
    `Age: ${app.age}`,
    `Condition: ${condition}`,
    "",
    ...heading("Previous treatments", "-"),
    app.previousTreatments || "None given",
    "",
    ...heading("Medical history", "-"),
    app.medicalHistory || "None given",
    "",
    ...heading("Consents", "-"),
    `- ${app.consentToContact ? "Given" : "Not given"}: ${CONSENT_TEXTS.consentToContact}`,
    `- ${app.privacyConsent ? "Given" : "Not given"}: ${CONSENT_TEXTS.privacyConsent}`,
    "",
    ...heading("What happens next", "-"),
    `Our clinical research team aims to respond within ${APPLICATION_REVIEW_RESPONSE}.`,
    "",
    NOTE,
    `${site.legalName} · ${formatAddress()} · ${site.contactEmail} · ${site.phone}`,
    "",
  ].join("\n");
}
