import { describe, expect, it } from "vitest";
import { emptyApplication } from "../routes/clinical-trials/application";
import { clinicalTrialsFixture } from "../routes/clinical-trials/page.fixture";
import { documentText } from "./document";
import { fileNameFromTitle } from "./file-name";
import { confirmationDocument, confirmationTitle, trialDocument } from "./trial-documents";

const application = {
  ...emptyApplication,
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "+1 555 0100",
  age: "42",
  condition: "both" as const,
  consentToContact: true,
  privacyConsent: true,
};

describe("trial confirmation", () => {
  it("is named after the applicant with the underscore rule", () => {
    expect(fileNameFromTitle(confirmationTitle(application), "txt")).toBe(
      "Pre_Screening_Confirmation_Ada_Lovelace.txt",
    );
  });

  it("holds the applicant's name, answers and consents", () => {
    const text = documentText(
      confirmationDocument(application, { reference: "HM-7K3Q-9XRT", receivedAt: "2026-01-02T10:00:00Z" }),
    );
    expect(text).toContain("Reference number: HM-7K3Q-9XRT");
    expect(text).toContain("Name: Ada Lovelace");
    expect(text).toContain("Condition: Both HIV and cancer");
    expect(text).toContain("Previous treatments");
    expect(text).toContain("None given");
    expect(text.match(/Given: /g)).toHaveLength(2);
    expect(text).toContain("5-7 business days");
  });
});

describe("a trial's details", () => {
  it("hold that trial's entry in the trial cards' words", () => {
    const { trials, trialLabels } = clinicalTrialsFixture;
    const text = documentText(trialDocument(trials[0]!, { ...trialLabels, participants: "Volunteers" }));
    expect(text).toContain("Receptor-Directed Prevention Study");
    expect(text).toContain("Phase I · HIV prevention in people at higher risk · Planning Phase");
    expect(text).toContain("Volunteers: 30");
    expect(text).toContain("Inclusion criteria");
    expect(text).toContain("HIV-negative at screening");
  });
});
