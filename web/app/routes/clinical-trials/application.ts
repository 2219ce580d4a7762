import { CONDITION_LABELS, CONDITIONS, type Condition } from "@helixmap/common/trial-application-terms";

/*
 * The form's conditions, age range, consent texts (with their version) and
 * review time are shared with the server, which validates and stores them
 * with each application: they live in common/src/trial-application-terms.ts
 * and common/src/constants.ts, not in the page's content.
 */
export const conditionOptions = CONDITIONS.map((value) => ({ value, label: CONDITION_LABELS[value] }));

/** What the applicant has typed so far. */
export interface PreScreeningApplication {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  age: string;
  condition: Condition | "";
  previousTreatments: string;
  medicalHistory: string;
  consentToContact: boolean;
  privacyConsent: boolean;
}

export const emptyApplication: PreScreeningApplication = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  age: "",
  condition: "",
  previousTreatments: "",
  medicalHistory: "",
  consentToContact: false,
  privacyConsent: false,
};
