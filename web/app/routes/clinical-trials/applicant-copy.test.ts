import { describe, expect, it } from "vitest";
import { fileNameFromTitle } from "../../downloads/file-name";
import { confirmationText, confirmationTitle } from "./applicant-copy";
import { emptyApplication } from "./application";

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

describe("the applicant's copy", () => {
  it("is named after the applicant with the underscore rule", () => {
    expect(fileNameFromTitle(confirmationTitle(application), "txt")).toBe(
      "Pre_Screening_Confirmation_Ada_Lovelace.txt",
    );
  });

  it("holds the applicant's name, answers and consents", () => {
    const text = confirmationText(application, { reference: "HM-7K3Q-9XRT", receivedAt: "2026-01-02T10:00:00Z" });
    expect(text).toContain("Reference number: HM-7K3Q-9XRT");
    expect(text).toContain("Name: Ada Lovelace");
    expect(text).toContain("Condition: Both HIV and cancer");
    expect(text).toContain("Previous treatments");
    expect(text).toContain("None given");
    expect(text.match(/Given: /g)).toHaveLength(2);
    expect(text).toContain("5-7 business days");
  });
});
