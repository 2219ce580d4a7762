import { formatAddress, site } from "@helixmap/common/site";
import { APPLICATION_REVIEW_RESPONSE, CONSENT_TEXTS } from "@helixmap/common/trial-application-terms";
import { fileNameFromTitle } from "../../downloads/file-name";
import { conditionOptions, type PreScreeningApplication } from "./application";

/**
 * The applicant's own copy of what they entered, with the reference the
 * server gave it, as plain text. It holds their answers, so it is never
 * stored: the success screen carries it in its download link (confirmationLink),
 * rendered by the server after a post without JavaScript (a no-store answer)
 * and by the browser after one through the API, from the same function.
 */
export function confirmationTitle(app: PreScreeningApplication): string {
  return `Pre-Screening Confirmation ${app.firstName} ${app.lastName}`.trim();
}

const NOTE =
  "Forward-looking, promotional information about experimental therapies that are not approved by any regulator. Not an offer to sell securities.";

const heading = (text: string, rule: string) => [text, rule.repeat(text.length)];

/**
 * In UTC, to the minute: the server's render and the browser's hydration of the same success screen
 * must write the same text, whatever the locale and time zone of each.
 */
const receivedAt = (iso: string) => `${new Date(iso).toISOString().slice(0, 16).replace("T", " ")} UTC`;

export function confirmationText(
  app: PreScreeningApplication,
  receipt: { reference: string; receivedAt: string },
): string {
  const condition = conditionOptions.find((o) => o.value === app.condition)?.label ?? "";
  const title = confirmationTitle(app);
  return [
    ...heading(title, "="),
    `Received ${receivedAt(receipt.receivedAt)}`,
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

/**
 * The copy as a link target: a `data:` address holding the text, and the file name it saves under.
 * A plain link, so it works before hydration and without JavaScript.
 */
export function confirmationLink(
  app: PreScreeningApplication,
  receipt: { reference: string; receivedAt: string },
): { href: string; fileName: string } {
  return {
    href: `data:text/plain;charset=utf-8,${encodeURIComponent(confirmationText(app, receipt))}`,
    fileName: fileNameFromTitle(confirmationTitle(app), "txt"),
  };
}
